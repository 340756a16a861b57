/**
 * The stage's two canvases, sized at devicePixelRatio so edges stay crisp: `#device` fills the stage and
 * holds the device (bezel, shadow, page around it), redrawn only when the layout changes; `#scene` covers
 * exactly the device's screen and is redrawn every frame, so a frame costs only the screen's pixels.
 * Owns the mapping between page pixels and scene points; emits `layout` when the stage size, the pixel
 * ratio or the viewport changes.
 *
 *   setupCanvas(stage, deviceCanvas, sceneCanvas);
 *   const point = clientToScene(event.clientX, event.clientY); // → { x, y } in scene points
 */

import { emit } from '../events.js';

const MARGIN = 20;
/** The margin on a phone-sized stage, where every point of the device counts. */
const NARROW_MARGIN = 6;
const NARROW_STAGE = 500;
const TOP_BAR = 40;

/** Screen corner radii in points of the devices behind the viewport presets (0: a home-button iPhone). */
const SCREEN_RADII = new Map([
  ['390x844', 47.3],
  ['375x667', 0],
  ['393x852', 55],
  ['430x932', 55],
  ['820x1180', 18],
]);

let stage = null;
let device = null;
let screen = null;

/** Where and how big the device is drawn, in CSS pixels of the stage; `scale` is CSS pixels per point. */
export const layout = {
  dpr: 1,
  cssWidth: 0,
  cssHeight: 0,
  viewport: { width: 390, height: 844 },
  scale: 1,
  originX: 0,
  originY: 0,
  bezel: 12,
  screenRadius: 47.3,
};

/** Starts tracking the stage's size and the pixel ratio. */
export function setupCanvas(stageElement, deviceCanvas, sceneCanvas) {
  stage = stageElement;
  device = deviceCanvas;
  screen = sceneCanvas;
  new ResizeObserver(resize).observe(stage);
  watchPixelRatio();
  resize();
}

/** Switches the device to a viewport of `width` × `height` points. */
export function setViewport(width, height) {
  if (!(width > 0 && height > 0)) return;
  if (width === layout.viewport.width && height === layout.viewport.height) return;
  layout.viewport = { width, height };
  resize();
}

/** Page coordinates (`clientX`, `clientY`) → scene points. */
export function clientToScene(clientX, clientY) {
  const rect = screen.getBoundingClientRect();
  return { x: (clientX - rect.left) / layout.scale, y: (clientY - rect.top) / layout.scale };
}

/** Scene points → page coordinates. */
export function sceneToClient(x, y) {
  const rect = screen.getBoundingClientRect();
  return { x: rect.left + x * layout.scale, y: rect.top + y * layout.scale };
}

/** Whether a scene point lies on the device's screen. */
export function isOnScreen(point) {
  return point.x >= 0 && point.y >= 0 && point.x <= layout.viewport.width && point.y <= layout.viewport.height;
}

/** The device canvas' 2D context, in CSS pixels of the stage. */
export function deviceContext() {
  const ctx = device.getContext('2d');
  ctx.setTransform(layout.dpr, 0, 0, layout.dpr, 0, 0);
  return ctx;
}

/** The screen canvas' 2D context, in scene points. */
export function screenContext() {
  const ctx = screen.getContext('2d');
  const k = layout.scale * layout.dpr;
  ctx.setTransform(k, 0, 0, k, 0, 0);
  return ctx;
}

function size(canvas, cssWidth, cssHeight, dpr) {
  const width = Math.max(1, Math.round(cssWidth * dpr));
  const height = Math.max(1, Math.round(cssHeight * dpr));
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
}

function resize() {
  const rect = stage.getBoundingClientRect();
  const dpr = window.devicePixelRatio || 1;
  layout.dpr = dpr;
  layout.cssWidth = rect.width;
  layout.cssHeight = rect.height;
  size(device, rect.width, rect.height, dpr);

  const { width, height } = layout.viewport;
  const key = `${Math.round(width)}x${Math.round(height)}`;
  layout.screenRadius = SCREEN_RADII.get(key) ?? (width > 600 ? 18 : 44);
  layout.bezel = width > 600 ? 18 : 12;
  const margin = rect.width < NARROW_STAGE ? NARROW_MARGIN : MARGIN;
  const availableWidth = Math.max(1, rect.width - 2 * margin);
  const availableHeight = Math.max(1, rect.height - 2 * margin - TOP_BAR);
  layout.scale = Math.min(availableWidth / (width + 2 * layout.bezel), availableHeight / (height + 2 * layout.bezel));
  // The screen canvas starts on a device pixel, so its pixels map one to one onto the display's.
  layout.originX = Math.round(((rect.width - width * layout.scale) / 2) * dpr) / dpr;
  layout.originY = Math.round((TOP_BAR + margin + (availableHeight - height * layout.scale) / 2) * dpr) / dpr;
  const screenWidth = width * layout.scale;
  const screenHeight = height * layout.scale;
  size(screen, screenWidth, screenHeight, dpr);
  Object.assign(screen.style, {
    left: `${layout.originX}px`,
    top: `${layout.originY}px`,
    width: `${screen.width / dpr}px`,
    height: `${screen.height / dpr}px`,
    // The screen's rounded corners, which the keyboard focus ring follows.
    borderRadius: `${layout.screenRadius * layout.scale}px`,
  });
  emit('layout', layout);
}

function watchPixelRatio() {
  const query = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
  query.addEventListener('change', () => {
    resize();
    watchPixelRatio();
  }, { once: true });
}
