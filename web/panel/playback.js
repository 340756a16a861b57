/**
 * Time controls: time scale (slow motion), pause / single step, and record / stop / replay / download.
 * The server records the room (and replays it) and sends each line as it records it (`recorded`): the
 * scene, viewport and every parameter first, then everyone's input at its scene time `t`. "Download"
 * offers those lines as the JSON-lines file `transition-lab replay --input` reads.
 *
 *   setupPlayback(elements, session, { toast, ask }); emit(EVENT.command, 'pause');
 */

import { EVENT, on, emit } from '../events.js';
import * as messages from '../protocol/messages.js';

/** No frame for this long after a replay's last input: the replayed motion has settled. */
const REPLAY_SETTLED_MS = 300;

const SLOW_MOTION = 0.25;

let recording = false;
let lines = [];

const complete = () => lines.length > 0 && lines[0].type === 'scene';

function download(scene, toast) {
  if (!complete()) return;
  const text = `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
  link.download = `transition-lab-${scene || 'scene'}-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  toast(`Downloaded ${lines.length} lines`);
}

/** Record restarts the scene for the whole room: with others in it, it asks first (stopping never asks). */
function startOrStopRecording(others, ask) {
  if (recording || others === 0) {
    emit(EVENT.input, messages.record());
    return;
  }
  const people = others === 1 ? '1 other person' : `${others} other people`;
  ask(`Recording restarts the scene for ${people} in this room.`, [
    { label: 'Record', run: () => emit(EVENT.input, messages.record()) },
    { label: 'Cancel' },
  ]);
}

/** Wires the time section of the panel. */
export function setupPlayback(
  { timeScale, timeScaleValue, pause, step, record, replay, downloadButton, badges }, session, { toast, ask },
) {
  const showScale = (value) => {
    timeScaleValue.textContent = `${Number(value).toFixed(2).replace(/\.?0+$/, '')}×`;
  };
  const setScale = (value) => {
    timeScale.value = String(value);
    showScale(value);
    emit(EVENT.input, messages.timeScale(value));
  };
  // The server's `state` says when recording starts and stops, in order; toggling locally would race it.
  const setRecording = (value) => {
    if (value && !recording) toast('Recording: the scene restarted, so the file replays exactly');
    recording = value;
    record.textContent = value ? 'Stop' : 'Record';
    record.setAttribute('aria-pressed', String(value));
    badges.recording.hidden = !value;
    downloadButton.disabled = value || !complete();
  };

  timeScale.addEventListener('input', () => setScale(Number(timeScale.value)));
  pause.addEventListener('click', () => emit(EVENT.command, 'pause'));
  step.addEventListener('click', () => emit(EVENT.command, 'step'));
  record.addEventListener('click', () => emit(EVENT.command, 'record'));
  replay.addEventListener('click', () => emit(EVENT.input, messages.replay()));
  downloadButton.addEventListener('click', () => download(session.scene, toast));

  on(EVENT.command, (command) => {
    if (!session.canDrive && command !== 'help' && command !== 'escape') return;
    if (command === 'pause') emit(EVENT.input, messages.pause());
    if (command === 'step') emit(EVENT.input, messages.step());
    if (command === 'slow') setScale(Number(timeScale.value) < 1 ? 1 : SLOW_MOTION);
    if (command === 'record') startOrStopRecording(session.othersListed, ask);
  });
  // A recording opens with its `scene` line; a page that joined mid-recording has no complete file to offer.
  on(EVENT.serverRecorded, ({ line }) => {
    if (line?.type === 'scene') lines = [];
    lines.push(line);
  });
  // "Replaying" stays until the replayed motion settles: the server ends the replay with its last input, and the
  // scene then moves on (a fling, a spring) for as long as it sends frames, which stop when it rests.
  let settleTimer = 0;
  const settled = () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => {
      if (!session.replaying) badges.replaying.hidden = true;
    }, REPLAY_SETTLED_MS);
  };
  on(EVENT.frame, () => {
    if (!badges.replaying.hidden) settled();
  });
  let shown = '';
  on(EVENT.sessionState, () => {
    if (session.recording !== recording) setRecording(session.recording);
    if (session.replaying) badges.replaying.hidden = false;
    else if (!badges.replaying.hidden) settled();
    const key = `${session.timeScale}/${session.paused}`;
    if (key === shown) return;
    shown = key;
    if (document.activeElement !== timeScale) {
      timeScale.value = String(session.timeScale);
      showScale(session.timeScale);
    }
    pause.setAttribute('aria-pressed', String(session.paused));
    pause.textContent = session.paused ? 'Resume' : 'Pause';
    badges.paused.hidden = !session.paused;
  });
}
