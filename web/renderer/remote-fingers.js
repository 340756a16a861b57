/**
 * Finger dots drawn over the scene: other participants' pointers (coloured, with their name) and the two
 * virtual fingers of the Option-drag pinch, as the iOS Simulator shows them. Listens to `fingers:remote`
 * (`{ client, name, color, id, phase, x, y }`) and `fingers:simulated` (`[{x, y}]` or `[]`).
 *
 *   on(EVENT.overlay, redraw); drawFingers(ctx);
 */

import { EVENT, on, emit } from '../events.js';

const RADIUS = 20;
const REMOTE_TIMEOUT_MS = 3000;

const remote = new Map(); // "client/id" → { name, color, x, y, seen }
let simulated = [];

/** Starts listening for finger updates. */
export function setupFingers() {
  on(EVENT.fingersSimulated, (points) => {
    simulated = points;
    emit(EVENT.overlay);
  });
  on(EVENT.fingersRemote, (finger) => {
    const key = `${finger.client}/${finger.id}`;
    if (finger.phase === 'up' || finger.phase === 'cancel') remote.delete(key);
    else remote.set(key, { ...finger, seen: performance.now() });
    emit(EVENT.overlay);
  });
  on(EVENT.fingersClear, () => {
    remote.clear();
    emit(EVENT.overlay);
  });
}

function dot(ctx, x, y, fill, ring) {
  ctx.beginPath();
  ctx.arc(x, y, RADIUS, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = ring;
  ctx.stroke();
}

/** Draws every finger, in scene points. */
export function drawFingers(ctx) {
  const now = performance.now();
  for (const [key, finger] of remote) {
    if (now - finger.seen > REMOTE_TIMEOUT_MS) {
      remote.delete(key);
      continue;
    }
    ctx.globalAlpha = 0.55;
    dot(ctx, finger.x, finger.y, finger.color || '#888', '#fff');
    ctx.globalAlpha = 1;
    if (finger.name) {
      ctx.font = `600 12px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillStyle = finger.color || '#888';
      ctx.fillText(finger.name, finger.x, finger.y + RADIUS + 4);
    }
  }
  for (const point of simulated) {
    ctx.globalAlpha = 0.45;
    dot(ctx, point.x, point.y, '#8e8e93', '#fff');
    ctx.globalAlpha = 1;
  }
}
