/**
 * The spring graph: the server's samples of the spring being edited (`curve`), drawn with a time axis,
 * the target line, the overshoot peak and the settle time, or the cut where Core Animation snaps a spring that
 * has not settled (`cutAt`, `cutJump`). Redrawn whenever a new curve arrives, which the server sends while a
 * slider is dragged. While values are being edited, the curve from before the edits stays as a faint ghost, so
 * two springs can be compared. While the scene's spring animation runs, a playhead shows how long it has run:
 * the drawn frame's scene time minus the animation's start (`sceneState.animationStartTime`, the tap or the lift
 * that started the spring), against the curve.
 *
 *   setupSpringGraph(canvas, facts); emit(EVENT.curve, { samples: [0, 0.02, …], interval: 1 / 120, settleTime: 0.9 });
 */

import { EVENT, on } from '../events.js';

const PAD = { left: 8, right: 8, top: 16, bottom: 18 };
/** Edits closer together than this belong to one editing session (one ghost). */
const EDIT_SESSION_MS = 2000;
/** The playhead disappears this long after the last frame. */
const PLAYHEAD_FADE_MS = 600;

/** The graph's canvas and caption, the curve drawn, the one before the current edit, and when it was edited. */
const state = {
  canvas: null,
  facts: null,
  curve: null,
  ghost: null, // the curve shown before the current editing session, same title
  lastEditAt: -Infinity,
};
const playhead = { t: null, v: null, hideTimer: 0 };

/** The `curve` message's samples (progress every `interval` seconds) as `{ t, v }` points. */
export function curvePoints(message) {
  return (message.samples || []).map((v, i) => ({ t: i * message.interval, v }));
}

/**
 * Whether a spring titled `title` (its parameter group) belongs to the scene whose parameters are `schema`. A new
 * scene's `curve` may arrive just before its `welcome` (the server updates an unsent curve in place), so a
 * curve is dropped only when its group is not in the new schema.
 */
export function belongsToScene(title, schema) {
  return schema.some((descriptor) => descriptor.group === title);
}

function colors() {
  const style = getComputedStyle(document.documentElement);
  const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
  return { line: read('--accent', '#007aff'), muted: read('--muted', '#888'), danger: read('--danger', '#f33'), ok: read('--ok', '#3c5') };
}

/** The curve's peak, overshoot and value range (progress from 0 to the target 1). */
function measure(samples) {
  const from = 0;
  const target = 1;
  let vMin = Math.min(from, target);
  let vMax = Math.max(from, target);
  let peak = samples[0];
  for (const s of samples) {
    vMin = Math.min(vMin, s.v);
    vMax = Math.max(vMax, s.v);
    if (Math.abs(s.v - from) > Math.abs(peak.v - from)) peak = s;
  }
  const overshoot = (peak.v - target) / (target - from);
  return { from, target, vMin, vMax, peak, overshoot };
}

/** Writes `text` into `element` only when it differs: a write invalidates layout even when equal, and the graph
 * draws at every drawn frame while its playhead moves. */
function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

function draw() {
  // Show or hide the section before measuring the canvas: a hidden canvas measures 0 × 0.
  const empty = !state.curve || state.curve.points.length < 2;
  const section = state.canvas.closest('section');
  if (section.hasAttribute('data-empty') !== empty) section.toggleAttribute('data-empty', empty);
  if (empty) {
    setText(state.facts, 'No spring in this scene.');
    return;
  }
  const samples = state.curve.points;
  const { target, vMin, vMax, peak, overshoot } = measure(samples);
  const settle = state.curve.settleTime;
  // Non-breaking spaces keep each fact on one line when the caption wraps.
  const parts = [state.curve.title, `ζ\u00a0${Number(state.curve.dampingRatio).toFixed(2)}`,
    `overshoot\u00a0${(Math.max(0, overshoot) * 100).toFixed(1)}%`];
  const cut = state.curve.cutAt != null ? { t: state.curve.cutAt, jump: state.curve.cutJump } : null;
  if (cut) parts.push(`cut\u00a0at\u00a0${cut.t.toFixed(3)}\u00a0s:\u00a0jumps\u00a0${Math.round(Math.abs(cut.jump) * 100)}\u00a0%`);
  else if (settle != null) parts.push(`settles\u00a0in\u00a0${settle.toFixed(3)}\u00a0s`);
  setText(state.facts, parts.filter(Boolean).join(' · '));

  const rect = state.canvas.getBoundingClientRect();
  // Not laid out yet (the panel is hidden): the ResizeObserver draws once the canvas has a size.
  if (rect.width < 1 || rect.height < 1) return;
  const dpr = window.devicePixelRatio || 1;
  const width = Math.round(rect.width * dpr);
  const height = Math.round(rect.height * dpr);
  if (state.canvas.width !== width) state.canvas.width = width;
  if (state.canvas.height !== height) state.canvas.height = height;
  const ctx = state.canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, rect.width, rect.height);
  const c = colors();
  // A little room after the settle time shows the curve resting on its target.
  const tMax = (samples.at(-1).t || 1) * 1.12;
  const span = vMax - vMin || 1;
  const w = rect.width - PAD.left - PAD.right;
  const h = rect.height - PAD.top - PAD.bottom;
  const x = (t) => PAD.left + (t / tMax) * w;
  const y = (v) => PAD.top + (1 - (v - vMin) / span) * h;

  const plot = { ctx, c, x, y, w, h, tMax, rect };

  drawTimeAxis(plot);
  ctx.lineWidth = 1;
  ctx.setLineDash([4, 4]);
  ctx.strokeStyle = c.muted;
  ctx.beginPath();
  ctx.moveTo(PAD.left, y(target));
  ctx.lineTo(PAD.left + w, y(target));
  ctx.stroke();
  ctx.setLineDash([]);

  if (state.ghost) drawCurve(plot, state.ghost.points, { color: c.muted, width: 1.5, alpha: 0.55, dash: [3, 3] });
  drawCurve(plot, samples, { color: c.line, width: 2 });

  ctx.font = '11px system-ui, sans-serif';
  if (overshoot > 0.001) {
    ctx.fillStyle = c.danger;
    ctx.beginPath();
    ctx.arc(x(peak.t), y(peak.v), 3.5, 0, Math.PI * 2);
    ctx.fill();
    ctx.textAlign = x(peak.t) > rect.width - 60 ? 'right' : 'left';
    ctx.textBaseline = 'bottom';
    ctx.fillText(`+${(overshoot * 100).toFixed(1)}%`, x(peak.t) + 5, y(peak.v) - 1);
  }
  if (cut) {
    // Core Animation snaps the unsettled spring to its target here: the jump, in the danger colour.
    const before = target - cut.jump;
    ctx.strokeStyle = c.danger;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x(cut.t), y(Math.min(Math.max(before, vMin), vMax)));
    ctx.lineTo(x(cut.t), y(target));
    ctx.stroke();
    ctx.fillStyle = c.danger;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'top';
    ctx.fillText(`cut ${cut.jump > 0 ? '+' : '−'}${Math.round(Math.abs(cut.jump) * 100)} %`, x(cut.t) - 4, PAD.top + h + 2);
  } else if (settle != null && settle <= tMax) {
    ctx.strokeStyle = c.ok;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x(settle), PAD.top);
    ctx.lineTo(x(settle), PAD.top + h);
    ctx.stroke();
    ctx.fillStyle = c.ok;
    ctx.textAlign = x(settle) > rect.width - 70 ? 'right' : 'left';
    ctx.textBaseline = 'top';
    ctx.fillText(`settles ${settle.toFixed(2)} s`, x(settle) + (x(settle) > rect.width - 70 ? -4 : 4), PAD.top + 2);
  }
  drawPlayhead(plot, samples);
}

/** A "nice" tick step (0.05, 0.1, 0.2, 0.25, 0.5, 1, 2 … s) giving about five ticks over `span` seconds. */
export function tickStep(span) {
  const raw = span / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((step) => step >= raw);
}

/** The time axis along the bottom: ticks and labels in seconds. */
function drawTimeAxis({ ctx, c, x, h, tMax }) {
  const step = tickStep(tMax);
  const base = PAD.top + h;
  ctx.save();
  ctx.strokeStyle = c.muted;
  ctx.fillStyle = c.muted;
  ctx.globalAlpha = 0.8;
  ctx.lineWidth = 1;
  ctx.font = '10px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.beginPath();
  ctx.moveTo(PAD.left, base + 0.5);
  ctx.lineTo(x(tMax), base + 0.5);
  for (let t = 0; t <= tMax + 1e-9; t += step) {
    ctx.moveTo(Math.round(x(t)) + 0.5, base);
    ctx.lineTo(Math.round(x(t)) + 0.5, base + 3);
  }
  ctx.stroke();
  for (let t = step; t <= tMax - step / 2; t += step) ctx.fillText(`${Number(t.toFixed(2))} s`, x(t), base + 4);
  ctx.restore();
}

/** One curve of `{t, v}` points, held at its last value to the right edge. */
function drawCurve({ ctx, x, y, tMax }, points, { color, width, alpha = 1, dash = [] }) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.setLineDash(dash);
  ctx.beginPath();
  points.forEach((s, i) => (i ? ctx.lineTo(x(s.t), y(s.v)) : ctx.moveTo(x(s.t), y(s.v))));
  ctx.lineTo(x(tMax), y(points.at(-1).v));
  ctx.stroke();
  ctx.restore();
}

/** The curve's value at `t` (linear between samples; the last value after the end). */
export function valueAt(points, t) {
  if (t <= points[0].t) return points[0].v;
  const interval = points[1].t - points[0].t;
  const i = Math.floor(t / interval);
  if (i >= points.length - 1) return points.at(-1).v;
  const f = (t - points[i].t) / interval;
  return points[i].v + (points[i + 1].v - points[i].v) * f;
}

/** The playhead: a vertical line at the current motion's elapsed time, with a dot on the curve. */
function drawPlayhead({ ctx, c, x, y, h, tMax }, points) {
  if (playhead.t == null) return;
  const t = Math.min(playhead.t, tMax);
  ctx.save();
  ctx.strokeStyle = c.danger;
  ctx.fillStyle = c.danger;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(x(t), PAD.top);
  ctx.lineTo(x(t), PAD.top + h);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x(t), y(playhead.v ?? valueAt(points, t)), 3, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** The running animation's elapsed time at a drawn frame: its scene time minus the animation's start. */
export function playheadTime(frameTime, sceneState) {
  const start = sceneState?.animationStartTime;
  if (typeof start !== 'number' || !(frameTime >= start)) return null;
  return frameTime - start;
}

/**
 * The progress the drawn frame shows, where the scene names the node it moves and that node's centre y at
 * progress 0 and 1 (`animationNode`, `animationFrom`, `animationTo`); null otherwise (the dot then sits on the curve).
 */
export function drawnProgress(frame, sceneState) {
  const { animationNode: id, animationFrom: from, animationTo: to } = sceneState ?? {};
  if (typeof id !== 'number' || typeof from !== 'number' || typeof to !== 'number' || Math.abs(to - from) < 1e-6) {
    return null;
  }
  const node = frame.nodes.find((n) => n.id === id);
  return node ? (node.y + node.h / 2 - from) / (to - from) : null;
}

/** Follows the drawn frames' scene time, and the progress they show, while the scene reports a running animation. */
function followFrame(frame, sceneState) {
  if (!state.curve) return;
  const t = playheadTime(frame.time, sceneState);
  const v = t == null ? null : drawnProgress(frame, sceneState);
  // No playhead before and none now (a pinch, a scene at rest): the graph shows the same picture.
  if (t == null && playhead.t == null) return;
  playhead.t = t;
  playhead.v = v;
  clearTimeout(playhead.hideTimer);
  playhead.hideTimer = setTimeout(() => {
    playhead.t = null;
    draw();
  }, PLAYHEAD_FADE_MS);
  draw();
}

/** What the graph shows: the spring's title, whether a ghost is drawn, and the playhead's time (null while
 * the scene rests). */
export function graphState() {
  return {
    title: state.curve?.title ?? null, ghost: Boolean(state.ghost), playhead: playhead.t, playheadValue: playhead.v,
  };
}

/** Starts drawing curves into `graph`, with a one-line summary in `summary`, for `session`'s room. */
export function setupSpringGraph(graph, summary, session) {
  state.canvas = graph;
  state.facts = summary;
  on(EVENT.curve, (message) => {
    const next = { ...message, points: curvePoints(message) };
    const editing = performance.now() - state.lastEditAt < EDIT_SESSION_MS;
    // A new editing session of the same spring keeps the curve it started from as the ghost.
    if (!state.curve || state.curve.title !== next.title) state.ghost = null;
    else if (editing && !state.ghost) state.ghost = state.curve;
    else if (!editing) state.ghost = null;
    state.curve = next;
    draw();
  });
  on(EVENT.paramEdit, () => {
    const now = performance.now();
    if (now - state.lastEditAt >= EDIT_SESSION_MS) state.ghost = null;
    state.lastEditAt = now;
  });
  on(EVENT.drawn, (frame) => followFrame(frame, session.sceneState));
  on(EVENT.sessionWelcome, () => {
    if (state.curve && !belongsToScene(state.curve.title, session.schema)) {
      state.curve = null;
      state.ghost = null;
    }
    draw();
  });
  // Also catches the canvas coming back from `display: none` (it is drawn at once when it has a size).
  new ResizeObserver(() => state.curve && draw()).observe(state.canvas);
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => state.curve && draw());
  draw();
}
