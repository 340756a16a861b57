/**
 * The stage's two canvases, sized at devicePixelRatio so edges stay crisp: `#device` fills the stage and
 * holds the device (bezel, shadow, page around it), redrawn only when the layout changes; `#scene` covers
 * exactly the device's screen and is redrawn every frame, so a frame costs only the screen's pixels.
 * Fits the device into the stage and keeps `layout` (geometry.js) current; emits `layout` when the stage size, the
 * pixel ratio or the viewport changes.
 *
 *   setupCanvas(stage, deviceCanvas, sceneCanvas);
 */

import { EVENT, emit } from '../events.js';
import { layout, bodyFor, trackScreen } from '../geometry.js';

const MARGIN = 20;
/** The margin on a phone-sized stage (either side short), where every point of the device counts. */
const NARROW_MARGIN = 6;
const NARROW_STAGE = 500;
const TOP_BAR = 40;

/** The elements the device is fitted between: the stage, its two canvases, its top bar and the statistics box. */
const parts = { stage: null, device: null, bar: null, aside: null, screen: null };

/** Starts tracking the stage's size and the pixel ratio. */
export function setupCanvas(stageElement, deviceCanvas, sceneCanvas) {
  parts.stage = stageElement;
  parts.device = deviceCanvas;
  parts.screen = sceneCanvas;
  trackScreen(sceneCanvas);
  const observer = new ResizeObserver(resize);
  observer.observe(parts.stage);
  // The bar along the stage's top and the statistics box (while shown): the device keeps clear of both.
  parts.bar = parts.stage.querySelector('.stage-bar');
  parts.aside = parts.stage.querySelector('.stats');
  // Its items too: a badge that appears may no longer fit beside the device.
  for (const element of [parts.bar, parts.aside, ...(parts.bar ? parts.bar.children : [])]) {
    if (element) observer.observe(element);
  }
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

/** The device canvas' 2D context, in CSS pixels of the stage. */
export function deviceContext() {
  const ctx = parts.device.getContext('2d');
  ctx.setTransform(layout.dpr, 0, 0, layout.dpr, 0, 0);
  return ctx;
}

/** The screen canvas' 2D context, in scene points. */
export function screenContext() {
  const ctx = parts.screen.getContext('2d');
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
  const rect = parts.stage.getBoundingClientRect();
  const dpr = window.devicePixelRatio || 1;
  layout.dpr = dpr;
  layout.cssWidth = rect.width;
  layout.cssHeight = rect.height;
  size(parts.device, rect.width, rect.height, dpr);

  const { width, height } = layout.viewport;
  const body = bodyFor(layout.viewport);
  layout.body = body;
  layout.screenRadius = body.radius;
  const margin = Math.min(rect.width, rect.height) < NARROW_STAGE ? NARROW_MARGIN : MARGIN;
  const bodyWidth = width + 2 * body.side;
  const bodyHeight = height + body.top + body.bottom;
  const fit = (w, h) => Math.max(1e-3, Math.min((w - 2 * margin) / bodyWidth, (h - 2 * margin) / bodyHeight));
  // The device keeps below the bar, unless the bar's items all sit beside the full-height device (a wide stage).
  const fullWidth = fit(rect.width, rect.height) * bodyWidth;
  const besideDevice = (item) => {
    const box = item.getBoundingClientRect();
    const middle = rect.left + rect.width / 2;
    return box.width === 0 || box.right + 4 <= middle - fullWidth / 2 || box.left - 4 >= middle + fullWidth / 2;
  };
  const items = parts.bar ? [...parts.bar.children].filter((item) => !item.classList.contains('spacer')) : [];
  const clear = parts.bar && (!parts.aside || parts.aside.hidden) && items.every(besideDevice);
  const top = clear ? 0 : Math.max(TOP_BAR, parts.bar ? parts.bar.getBoundingClientRect().bottom - rect.top + 4 : 0);
  // The statistics box sits beside the device where that leaves it bigger, else between the bar and the device.
  let right = 0;
  let below = top;
  if (parts.aside && !parts.aside.hidden) {
    parts.aside.style.top = `${top}px`;
    const box = parts.aside.getBoundingClientRect();
    const beside = fit(rect.width - box.width - 8, rect.height - top);
    const under = fit(rect.width, rect.height - (box.bottom - rect.top) - 4);
    if (beside >= under) right = box.width + 8;
    else below = box.bottom - rect.top + 4;
  }
  layout.scale = fit(rect.width - right, rect.height - below);
  // The screen canvas starts on a device pixel, so its pixels map one to one onto the display's.
  layout.originX = Math.round(((rect.width - right - width * layout.scale) / 2) * dpr) / dpr;
  const bodyTop = below + margin + (rect.height - below - 2 * margin - bodyHeight * layout.scale) / 2;
  layout.originY = Math.round((bodyTop + body.top * layout.scale) * dpr) / dpr;
  const screenWidth = width * layout.scale;
  const screenHeight = height * layout.scale;
  size(parts.screen, screenWidth, screenHeight, dpr);
  Object.assign(parts.screen.style, {
    left: `${layout.originX}px`,
    top: `${layout.originY}px`,
    width: `${parts.screen.width / dpr}px`,
    height: `${parts.screen.height / dpr}px`,
    // The screen's rounded corners, which the keyboard focus ring follows.
    borderRadius: `${layout.screenRadius * layout.scale}px`,
  });
  emit(EVENT.layout, layout);
}

function watchPixelRatio() {
  const query = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
  query.addEventListener('change', () => {
    resize();
    watchPixelRatio();
  }, { once: true });
}
