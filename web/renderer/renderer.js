/**
 * The draw loop: on the next animation frame after something changed (a new frame, new node contents,
 * a finger, a resize) it draws a scene frame and the finger overlay inside the device's screen. A frame that
 * arrives while nothing waits and the coming refresh has no frame yet is drawn at once (`Playout.takeAhead`):
 * the canvas then holds it before the refresh begins, and that refresh draws nothing.
 * The device itself (bezel, its soft shadow, the page around it) is drawn only when the layout or the
 * appearance changes: a large blurred shadow every frame would cost more than the whole scene. Draws
 * nothing while idle. Emits `drawn` (frame, timestamp) after each new scene frame reaches the screen.
 *
 * Frames play out one per display refresh (playout.js); one replaced before it was shown is emitted as
 * `frame:skipped`.
 *
 *   startRenderer(); emit(EVENT.frame, decoded); // drawn at once or on the next requestAnimationFrame
 */

import { EVENT, on, emit } from '../events.js';
import { layout } from '../geometry.js';
import { deviceContext, screenContext, setViewport } from './canvas.js';
import { cssColor } from '../protocol/node-fields.js';
import { roundedRect } from './shapes.js';
import { drawNodes } from './draw-nodes.js';
import { drawFingers, setupFingers } from './remote-fingers.js';
import { drawDeviceChrome } from './device-chrome.js';
import { Playout } from './playout.js';
import { NodeTables } from './node-tables.js';

/** The newest frame and whether it is drawn yet, whether a draw is scheduled, whether the device needs drawing
 * again, and the page's colours. */
const drawing = {
  latest: null,
  latestIsNew: false,
  scheduled: false,
  /** Something other than a new frame changed what the screen shows (contents, fingers, layout, colours). */
  dirty: true,
  deviceDirty: true,
  pageColors: { background: '#f2f2f7', device: '#050505', rim: '#8e8e93' },
  /** The display refresh last reported (Hz), 0 before the play-out measured one. */
  measuredRefresh: 0,
};
// A hidden page draws nothing, so frames queue up and give way: not lateness, and not counted as such.
const playout = new Playout((frame) => {
  if (!document.hidden) emit(EVENT.frameSkipped, frame);
});
const nodeTables = new NodeTables();

/** Starts drawing whatever arrives. */
export function startRenderer() {
  setupFingers();
  readPageColors();
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    readPageColors();
    drawing.deviceDirty = true;
    invalidate();
  });
  on(EVENT.frame, (frame, at) => {
    playout.push(frame, at);
    // After the event's other listeners (the stats note the frame's arrival before it is drawn).
    queueMicrotask(drawAhead);
  });
  on(EVENT.nodes, (table, version) => {
    nodeTables.add(version, table);
    invalidate();
  });
  on(EVENT.layout, () => {
    drawing.deviceDirty = true;
    invalidate();
  });
  on(EVENT.overlay, invalidate);
}

function readPageColors() {
  const style = getComputedStyle(document.documentElement);
  const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  drawing.pageColors = {
    background: style.getPropertyValue('--bg').trim() || '#f2f2f7',
    device: dark ? '#0e0e10' : '#050505',
    rim: dark ? '#5a5a5e' : '#8e8e93',
  };
}

/** Takes the frame to show at the refresh starting at `now`, if one came; whether one did. */
function takeFrame(now) {
  const next = playout.take(now);
  const refresh = Math.round(10000 / playout.refresh) / 10;
  if (playout.measured && Math.abs(refresh - drawing.measuredRefresh) >= 1) {
    drawing.measuredRefresh = refresh;
    emit(EVENT.displayRefresh, refresh);
  }
  if (next) show(next);
  return next !== null;
}

function show(frame) {
  drawing.latest = frame;
  drawing.latestIsNew = true;
  setViewport(frame.viewport.width, frame.viewport.height);
}

/** Draws a frame that just arrived at once when the play-out gives it ahead of the refresh; else on the refresh. */
function drawAhead() {
  const next = document.hidden ? null : playout.takeAhead();
  if (next) {
    show(next);
    paint(performance.now());
  }
  // The refresh ends the frame's turn (or draws the frames that wait).
  request();
}

/** Draws again on the next refresh, with or without a new frame. */
function invalidate() {
  drawing.dirty = true;
  request();
}

function request() {
  if (drawing.scheduled) return;
  drawing.scheduled = true;
  requestAnimationFrame(draw);
}

function drawDevice() {
  const ctx = deviceContext();
  const { scale, originX, originY, body, screenRadius, viewport } = layout;
  ctx.clearRect(0, 0, layout.cssWidth, layout.cssHeight);
  ctx.fillStyle = drawing.pageColors.background;
  ctx.fillRect(0, 0, layout.cssWidth, layout.cssHeight);
  ctx.shadowColor = 'rgba(0,0,0,0.25)';
  ctx.shadowBlur = 30 * layout.dpr;
  ctx.shadowOffsetY = 10 * layout.dpr;
  const left = originX - body.side * scale;
  const top = originY - body.top * scale;
  const width = (viewport.width + 2 * body.side) * scale;
  const height = (viewport.height + body.top + body.bottom) * scale;
  // A Face ID body's corners follow the screen's; the SE's rounded slab, about 9 mm (60 pt) by eye.
  const radius = body.homeButton ? 60 : screenRadius + body.side;
  roundedRect(ctx, left, top, width, height, radius * scale);
  ctx.fillStyle = drawing.pageColors.device;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = 2;
  ctx.strokeStyle = drawing.pageColors.rim;
  ctx.stroke();
  if (body.homeButton) drawHomeButtonAndEarpiece(ctx, layout);
}

/**
 * The iPhone SE's front: the round home button (Touch ID ring) centred in the chin and the earpiece slot centred in
 * the forehead, sized by eye from Apple's product images (button 10.6 mm, 68 pt; slot 44 × 6 pt).
 */
function drawHomeButtonAndEarpiece(ctx, { scale, originX, originY, body, viewport }) {
  const centreX = originX + (viewport.width / 2) * scale;
  ctx.save();
  ctx.lineWidth = Math.max(1, 2.5 * scale);
  ctx.strokeStyle = drawing.pageColors.rim;
  ctx.beginPath();
  ctx.arc(centreX, originY + (viewport.height + body.bottom / 2) * scale, 34 * scale, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = drawing.pageColors.rim;
  roundedRect(ctx, centreX - 22 * scale, originY - (body.top / 2 + 3) * scale, 44 * scale, 6 * scale, 3 * scale);
  ctx.fill();
  ctx.restore();
}

function draw(now) {
  drawing.scheduled = false;
  if (takeFrame(now) || drawing.dirty) paint(now);
  if (playout.pending) request();
}

/** Draws the latest frame, the device chrome and the fingers; emits `drawn` (at `now`) for a new frame. */
function paint(now) {
  drawing.dirty = false;
  if (drawing.deviceDirty) {
    drawDevice();
    drawing.deviceDirty = false;
  }
  const ctx = screenContext();
  const { screenRadius, viewport } = layout;
  ctx.clearRect(0, 0, viewport.width, viewport.height);
  ctx.save();
  roundedRect(ctx, 0, 0, viewport.width, viewport.height, screenRadius);
  ctx.clip();
  ctx.fillStyle = drawing.latest ? cssColor(drawing.latest.background) : '#000';
  ctx.fill();
  if (drawing.latest) {
    drawNodes(ctx, drawing.latest, nodeTables.take(drawing.latest.nodeTableVersion), layout.scale * layout.dpr);
  }
  drawDeviceChrome(ctx, viewport, drawing.latest ? drawing.latest.background : 0x000000ff);
  drawFingers(ctx);
  ctx.restore();
  if (drawing.latest && drawing.latestIsNew) {
    drawing.latestIsNew = false;
    emit(EVENT.drawn, drawing.latest, now);
  }
}
