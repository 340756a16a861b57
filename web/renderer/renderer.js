/**
 * The draw loop: on the next animation frame after something changed (a new frame, new node contents,
 * a finger, a resize) it draws the device frame, the latest scene frame and the finger overlay. Draws
 * nothing while idle. Emits `drawn` (frame, timestamp) after each new scene frame reaches the screen.
 *
 *   startRenderer(); emit('frame', decoded); // drawn on the next requestAnimationFrame
 */

import { on, emit } from '../events.js';
import { layout, context, setViewport } from './canvas.js';
import { cssColor } from '../protocol/frame-decoder.js';
import { roundedRect } from './shapes.js';
import { drawNodes } from './draw-nodes.js';
import { drawFingers, setupFingers } from './remote-fingers.js';

let latest = null;
let latestIsNew = false;
let scheduled = false;
const contents = new Map();
let pageColors = { background: '#f2f2f7', device: '#1c1c1e' };

/** Starts drawing whatever arrives. */
export function startRenderer() {
  setupFingers();
  readPageColors();
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    readPageColors();
    request();
  });
  on('frame', (frame) => {
    latest = frame;
    latestIsNew = true;
    setViewport(frame.viewport.width, frame.viewport.height);
    request();
  });
  on('nodes', (table) => {
    contents.clear();
    for (const content of table) contents.set(content.id, content);
    request();
  });
  on('layout', request);
  on('overlay', request);
}

function readPageColors() {
  const style = getComputedStyle(document.documentElement);
  const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  pageColors = {
    background: style.getPropertyValue('--bg').trim() || '#f2f2f7',
    device: dark ? '#3a3a3c' : '#1c1c1e',
  };
}

function request() {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(draw);
}

function drawDevice(ctx) {
  const { scale, originX, originY, bezel, screenRadius, viewport } = layout;
  const b = bezel * scale;
  ctx.fillStyle = pageColors.background;
  ctx.fillRect(0, 0, layout.cssWidth, layout.cssHeight);
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.25)';
  ctx.shadowBlur = 30 * layout.dpr;
  ctx.shadowOffsetY = 10 * layout.dpr;
  roundedRect(ctx, originX - b, originY - b, viewport.width * scale + 2 * b, viewport.height * scale + 2 * b,
    (screenRadius + bezel) * scale);
  ctx.fillStyle = pageColors.device;
  ctx.fill();
  ctx.restore();
}

function draw(now) {
  scheduled = false;
  const ctx = context();
  drawDevice(ctx);
  const { scale, originX, originY, screenRadius, viewport } = layout;
  ctx.save();
  roundedRect(ctx, originX, originY, viewport.width * scale, viewport.height * scale, screenRadius * scale);
  ctx.clip();
  ctx.fillStyle = latest ? cssColor(latest.background) : '#000';
  ctx.fill();
  ctx.translate(originX, originY);
  ctx.scale(scale, scale);
  if (latest) drawNodes(ctx, latest, contents, scale * layout.dpr);
  drawFingers(ctx);
  ctx.restore();
  if (latest && latestIsNew) {
    latestIsNew = false;
    emit('drawn', latest, now);
  }
}
