/**
 * The spring graph: the server's samples of the spring being edited (`curve`), drawn with the target
 * line, the overshoot peak and the settle time, or the cut where Core Animation snaps a spring that has not
 * settled (`cutAt`, `cutJump`). Redrawn whenever a new curve arrives, which the server
 * sends while a slider is dragged.
 *
 *   setupSpringGraph(canvas, facts); emit('curve', { samples: [0, 0.02, …], interval: 1 / 120, settleTime: 0.9 });
 */

import { on } from '../events.js';
import { session } from '../session.js';

const PAD = { left: 8, right: 8, top: 14, bottom: 16 };
let canvas = null;
let facts = null;
let curve = null;

/** The `curve` message's samples (progress every `interval` seconds) as `{ t, v }` points. */
export function curvePoints(message) {
  return (message.samples || []).map((v, i) => ({ t: i * message.interval, v }));
}

/**
 * Whether a spring titled `title` (its parameter group) belongs to the scene the room shows now. A new
 * scene's `curve` may arrive just before its `welcome` (the server updates an unsent curve in place), so a
 * curve is dropped only when its group is not in the new schema.
 */
export function belongsToScene(title) {
  return session.schema.some((descriptor) => descriptor.group === title);
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

function draw() {
  // Show or hide the section before measuring the canvas: a hidden canvas measures 0 × 0.
  const empty = !curve || curve.points.length < 2;
  canvas.closest('section').toggleAttribute('data-empty', empty);
  if (empty) {
    facts.textContent = 'No spring in this scene.';
    return;
  }
  const samples = curve.points;
  const { target, vMin, vMax, peak, overshoot } = measure(samples);
  const settle = curve.settleTime;
  // Non-breaking spaces keep each fact on one line when the caption wraps.
  const parts = [curve.title, `ζ\u00a0${Number(curve.dampingRatio).toFixed(2)}`, `overshoot\u00a0${(Math.max(0, overshoot) * 100).toFixed(1)}%`];
  const cut = curve.cutAt != null ? { t: curve.cutAt, jump: curve.cutJump } : null;
  if (cut) parts.push(`cut\u00a0at\u00a0${cut.t.toFixed(3)}\u00a0s:\u00a0jumps\u00a0${Math.round(Math.abs(cut.jump) * 100)}\u00a0%`);
  else if (settle != null) parts.push(`settles\u00a0in\u00a0${settle.toFixed(3)}\u00a0s`);
  facts.textContent = parts.filter(Boolean).join(' · ');

  const rect = canvas.getBoundingClientRect();
  // Not laid out yet (the panel is hidden): the ResizeObserver draws once the canvas has a size.
  if (rect.width < 1 || rect.height < 1) return;
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(rect.width * dpr);
  canvas.height = Math.round(rect.height * dpr);
  const ctx = canvas.getContext('2d');
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

  ctx.lineWidth = 1;
  ctx.setLineDash([4, 4]);
  ctx.strokeStyle = c.muted;
  ctx.beginPath();
  ctx.moveTo(PAD.left, y(target));
  ctx.lineTo(PAD.left + w, y(target));
  ctx.stroke();
  ctx.setLineDash([]);

  ctx.strokeStyle = c.line;
  ctx.lineWidth = 2;
  ctx.beginPath();
  samples.forEach((s, i) => (i ? ctx.lineTo(x(s.t), y(s.v)) : ctx.moveTo(x(s.t), y(s.v))));
  ctx.lineTo(x(tMax), y(samples.at(-1).v));
  ctx.stroke();

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
    ctx.fillText(`settles ${settle.toFixed(2)} s`, x(settle) + 4, PAD.top + h + 2);
  }
}

/** Starts drawing curves into `graph`, with a one-line summary in `summary`. */
export function setupSpringGraph(graph, summary) {
  canvas = graph;
  facts = summary;
  on('curve', (message) => {
    curve = { ...message, points: curvePoints(message) };
    draw();
  });
  on('session:welcome', () => {
    if (curve && !belongsToScene(curve.title)) curve = null;
    draw();
  });
  // Also catches the canvas coming back from `display: none` (it is drawn at once when it has a size).
  new ResizeObserver(() => curve && draw()).observe(canvas);
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => curve && draw());
  draw();
}
