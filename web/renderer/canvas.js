/**
 * The stage canvas: sized to its box at devicePixelRatio (so edges stay crisp), with the scene's viewport
 * fitted into a device frame. Owns the mapping between page pixels and scene points; emits `layout`
 * whenever the size, the pixel ratio or the viewport changes.
 *
 *   setupCanvas(document.querySelector('#scene'));
 *   const point = clientToScene(event.clientX, event.clientY); // → { x, y } in scene points
 */

import { emit } from '../events.js';

const MARGIN = 20;
const TOP_BAR = 40;

/** Screen corner radii in points of the devices behind the viewport presets (0: a home-button iPhone). */
const SCREEN_RADII = new Map([
  ['390x844', 47.3],
  ['375x667', 0],
  ['393x852', 55],
  ['430x932', 55],
  ['820x1180', 18],
]);

let canvas = null;

/** Where and how big the device is drawn, in CSS pixels; `scale` is CSS pixels per scene point. */
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

/** Starts tracking `element`'s size and pixel ratio. */
export function setupCanvas(element) {
  canvas = element;
  new ResizeObserver(resize).observe(canvas);
  watchPixelRatio();
  resize();
}

/** Switches the device frame to a viewport of `width` × `height` points. */
export function setViewport(width, height) {
  if (!(width > 0 && height > 0)) return;
  if (width === layout.viewport.width && height === layout.viewport.height) return;
  layout.viewport = { width, height };
  resize();
}

/** Page coordinates (`clientX`, `clientY`) → scene points. */
export function clientToScene(clientX, clientY) {
  const rect = canvas.getBoundingClientRect();
  return {
    x: (clientX - rect.left - layout.originX) / layout.scale,
    y: (clientY - rect.top - layout.originY) / layout.scale,
  };
}

/** Scene points → page coordinates. */
export function sceneToClient(x, y) {
  const rect = canvas.getBoundingClientRect();
  return { x: rect.left + layout.originX + x * layout.scale, y: rect.top + layout.originY + y * layout.scale };
}

/** Whether a scene point lies on the device's screen. */
export function isOnScreen(point) {
  return point.x >= 0 && point.y >= 0 && point.x <= layout.viewport.width && point.y <= layout.viewport.height;
}

/** The canvas' 2D context with a transform from CSS pixels to device pixels. */
export function context() {
  const ctx = canvas.getContext('2d');
  ctx.setTransform(layout.dpr, 0, 0, layout.dpr, 0, 0);
  return ctx;
}

function resize() {
  const rect = canvas.getBoundingClientRect();
  const dpr = window.devicePixelRatio || 1;
  layout.dpr = dpr;
  layout.cssWidth = rect.width;
  layout.cssHeight = rect.height;
  const pixelWidth = Math.max(1, Math.round(rect.width * dpr));
  const pixelHeight = Math.max(1, Math.round(rect.height * dpr));
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;

  const { width, height } = layout.viewport;
  const key = `${Math.round(width)}x${Math.round(height)}`;
  layout.screenRadius = SCREEN_RADII.get(key) ?? (width > 600 ? 18 : 44);
  layout.bezel = width > 600 ? 18 : 12;
  const availableWidth = Math.max(1, rect.width - 2 * MARGIN);
  const availableHeight = Math.max(1, rect.height - 2 * MARGIN - TOP_BAR);
  layout.scale = Math.min(availableWidth / (width + 2 * layout.bezel), availableHeight / (height + 2 * layout.bezel));
  layout.originX = (rect.width - width * layout.scale) / 2;
  layout.originY = TOP_BAR + MARGIN + (availableHeight - height * layout.scale) / 2;
  emit('layout', layout);
}

function watchPixelRatio() {
  const query = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
  query.addEventListener('change', () => {
    resize();
    watchPixelRatio();
  }, { once: true });
}
