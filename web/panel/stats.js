/**
 * The stats overlay and its numbers: frames per second received and drawn, frame interval jitter,
 * input-to-frame latency (the time from sending input `seq` to receiving the first frame that echoes it),
 * bytes per second, and frames lost (gaps in the frame sequence) or skipped by the renderer as late.
 *
 *   setupStats(document.querySelector('#stats')); snapshotStats().fpsDrawn
 */

import { EVENT, on } from '../events.js';

const WINDOW_MS = 1000;
const SAMPLES = 120;

const received = []; // { at, bytes }
const drawn = [];
const intervals = [];
const latencies = [];
const drawLatencies = [];
const pendingInputs = new Map(); // seq → sent at
/** The stream's running counts and the last frame and echo seen. */
const counts = {
  lastFrame: null,
  lastReceivedAt: 0,
  framesReceived: 0,
  framesDrawn: 0,
  droppedFrames: 0,
  supersededFrames: 0,
  rttMs: null,
  echoed: { seq: 0, sentAt: 0 },
};

function pushLimited(list, value, limit = SAMPLES) {
  list.push(value);
  if (list.length > limit) list.shift();
}

function trim(list, now) {
  while (list.length && now - list[0].at > WINDOW_MS) list.shift();
}

function median(list) {
  if (!list.length) return null;
  const sorted = list.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function standardDeviation(list) {
  if (list.length < 2) return null;
  const mean = list.reduce((sum, v) => sum + v, 0) / list.length;
  return Math.sqrt(list.reduce((sum, v) => sum + (v - mean) ** 2, 0) / list.length);
}

function round(value, digits = 1) {
  return value == null ? null : Number(value.toFixed(digits));
}

function onSent(message) {
  if (typeof message.seq === 'number') pendingInputs.set(message.seq, performance.now());
}

function onFrame(frame, at) {
  counts.framesReceived += 1;
  pushLimited(received, { at, bytes: frame.bytes }, 1000);
  if (counts.lastFrame) {
    const gap = frame.seq - counts.lastFrame.seq - 1;
    if (gap > 0 && gap < 10000) counts.droppedFrames += gap;
    const interval = at - counts.lastReceivedAt;
    if (interval < 250) pushLimited(intervals, interval);
  }
  counts.lastFrame = frame;
  counts.lastReceivedAt = at;
  if (frame.inputSeq && pendingInputs.has(frame.inputSeq)) {
    pushLimited(latencies, at - pendingInputs.get(frame.inputSeq));
    counts.echoed = { seq: frame.inputSeq, sentAt: pendingInputs.get(frame.inputSeq) };
    for (const seq of pendingInputs.keys()) if (seq <= frame.inputSeq) pendingInputs.delete(seq);
  }
}

function onDrawn(frame, at) {
  counts.framesDrawn += 1;
  pushLimited(drawn, { at }, 1000);
  if (counts.echoed.sentAt && frame.inputSeq === counts.echoed.seq) {
    pushLimited(drawLatencies, performance.now() - counts.echoed.sentAt);
    counts.echoed = { seq: 0, sentAt: 0 };
  }
}

/** The overlay's numbers now (also `window.transitionLab.stats`). */
export function snapshotStats() {
  const now = performance.now();
  trim(received, now);
  trim(drawn, now);
  return {
    fpsReceived: received.length,
    fpsDrawn: drawn.length,
    jitterMs: round(standardDeviation(intervals), 2),
    latencyMs: round(median(latencies), 2),
    latencyLastMs: round(latencies.at(-1), 2),
    inputToDrawMs: round(median(drawLatencies), 2),
    bytesPerSecond: received.reduce((sum, r) => sum + r.bytes, 0),
    droppedFrames: counts.droppedFrames,
    supersededFrames: counts.supersededFrames,
    framesReceived: counts.framesReceived,
    framesDrawn: counts.framesDrawn,
    rttMs: round(counts.rttMs, 2),
  };
}

/** The counts whose meaning is not obvious get their explanation written under the number. */
const EXPLAINED = new Set(['droppedFrames', 'supersededFrames']);

/** Key, label, unit and the one-line explanation shown under the number (EXPLAINED) or as its tooltip. */
const LABELS = [
  ['fpsReceived', 'fps received', '', 'Frames per second arriving from the server.'],
  ['fpsDrawn', 'fps drawn', '', 'Frames per second this page put on screen.'],
  ['jitterMs', 'jitter', ' ms', 'How unevenly frames arrive (spread of the gaps between them).'],
  ['latencyMs', 'input → frame', ' ms', 'From your input leaving to the frame that shows it arriving.'],
  ['inputToDrawMs', 'input → drawn', ' ms', 'From your input to that frame on screen.'],
  ['bytesPerSecond', 'bytes/s', '', 'Frame data received per second.'],
  ['droppedFrames', 'dropped', '', 'Frames the server sent that never arrived: it skips frames for a slow connection.'],
  ['supersededFrames', 'replaced by newer', '',
    'Frames that arrived but were replaced by a newer one before they were shown: they came late or bunched up.'],
  ['rttMs', 'ping', ' ms', 'Round trip to the server and back.'],
];

/** Starts measuring; `list` is the overlay's `<dl>`, refreshed while it is visible. */
export function setupStats(overlay, list, toggle) {
  on(EVENT.send, onSent);
  on(EVENT.frame, onFrame);
  on(EVENT.drawn, onDrawn);
  on(EVENT.frameSkipped, () => {
    counts.supersededFrames += 1;
  });
  on(EVENT.serverPong, (message) => {
    if (typeof message.time === 'number') counts.rttMs = performance.now() - message.time;
  });
  const rows = LABELS.map(([key, label, unit, meaning]) => {
    const dt = document.createElement('dt');
    dt.textContent = label;
    dt.title = meaning;
    const dd = document.createElement('dd');
    dd.title = meaning;
    const value = document.createElement('span');
    const note = document.createElement('small');
    note.className = 'stat-meaning';
    note.textContent = meaning;
    dd.append(value);
    if (EXPLAINED.has(key)) dd.append(note);
    list.append(dt, dd);
    return { key, unit, dd: value };
  });
  let timer = 0;
  const refresh = () => {
    const stats = snapshotStats();
    for (const { key, unit, dd } of rows) dd.textContent = stats[key] == null ? '–' : `${stats[key]}${unit}`;
  };
  toggle.addEventListener('click', () => {
    overlay.hidden = !overlay.hidden;
    toggle.setAttribute('aria-pressed', String(!overlay.hidden));
    clearInterval(timer);
    if (!overlay.hidden) {
      refresh();
      timer = setInterval(refresh, 250);
    }
  });
}
