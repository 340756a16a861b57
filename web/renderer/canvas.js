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
/** The margin on a phone-sized stage (either side short), where every point of the device counts. */
const NARROW_MARGIN = 6;
const NARROW_STAGE = 500;
const TOP_BAR = 40;

/**
 * The body of each preset's iPhone or iPad around its screen: the screen's corner radius (points; 0 on the
 * home-button iPhone SE) and the body's size in millimetres, its screen's pixels per inch and scale, from Apple's
 * Technical Specifications (https://support.apple.com/en-us/docs/iphone, https://support.apple.com/en-us/docs/ipad:
 * iPhone 14, iPhone 15, iPhone 15 Pro Max, iPhone SE (2nd and 3rd generation), iPad Air (5th generation)). A point is
 * scale / ppi inches, so the body spans width mm · ppi / scale / 25.4 points; the SE's screen sits in the middle of
 * its body, between the earpiece's forehead and the home button's chin (about 110 pt each).
 */
const BODIES = new Map([
  ['390x844', { radius: 47.3, mm: [71.5, 146.7], ppi: 460, scale: 3 }],
  ['393x852', { radius: 55, mm: [71.6, 147.6], ppi: 460, scale: 3 }],
  ['430x932', { radius: 55, mm: [76.7, 159.9], ppi: 460, scale: 3 }],
  ['375x667', { radius: 0, mm: [67.3, 138.4], ppi: 326, scale: 2, homeButton: true }],
  ['820x1180', { radius: 18, mm: [178.5, 247.6], ppi: 264, scale: 2 }],
]);

/** The device sizes the page draws as a real device, `'390x844'`…, the viewport picker's presets. */
export const DEVICE_SIZES = [...BODIES.keys()];

/** The margins (points) of a body past its screen's edges; an unknown size gets a 12-pt (phone) or 18-pt border. */
export function bodyFor(viewport) {
  const { width, height } = viewport;
  const known = BODIES.get(`${Math.round(width)}x${Math.round(height)}`);
  if (!known) {
    const border = width > 600 ? 18 : 12;
    return { radius: width > 600 ? 18 : 44, side: border, top: border, bottom: border, homeButton: false };
  }
  const pointsPerMm = known.ppi / known.scale / 25.4;
  const side = (known.mm[0] * pointsPerMm - width) / 2;
  const vertical = (known.mm[1] * pointsPerMm - height) / 2;
  return { radius: known.radius, side, top: vertical, bottom: vertical, homeButton: Boolean(known.homeButton) };
}

let stage = null;
let device = null;
let bar = null;
let aside = null;
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
  /** The body's margins past the screen (points), its screen's corner radius and whether it has a home button. */
  body: bodyFor({ width: 390, height: 844 }),
  screenRadius: 47.3,
};

/** Starts tracking the stage's size and the pixel ratio. */
export function setupCanvas(stageElement, deviceCanvas, sceneCanvas) {
  stage = stageElement;
  device = deviceCanvas;
  screen = sceneCanvas;
  const observer = new ResizeObserver(resize);
  observer.observe(stage);
  // The bar along the stage's top and the statistics box (while shown): the device keeps clear of both.
  bar = stage.querySelector('.stage-bar');
  aside = stage.querySelector('.stats');
  // Its items too: a badge that appears may no longer fit beside the device.
  for (const element of [bar, aside, ...(bar ? bar.children : [])]) if (element) observer.observe(element);
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
  const items = bar ? [...bar.children].filter((item) => !item.classList.contains('spacer')) : [];
  const clear = bar && (!aside || aside.hidden) && items.every(besideDevice);
  const top = clear ? 0 : Math.max(TOP_BAR, bar ? bar.getBoundingClientRect().bottom - rect.top + 4 : 0);
  // The statistics box sits beside the device where that leaves it bigger, else between the bar and the device.
  let right = 0;
  let below = top;
  if (aside && !aside.hidden) {
    aside.style.top = `${top}px`;
    const box = aside.getBoundingClientRect();
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
