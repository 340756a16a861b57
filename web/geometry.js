/**
 * Where the device is drawn and how page pixels map onto scene points: `layout` (kept current by the renderer's
 * canvas.js), the device bodies of the viewport presets, and the conversions input and renderer both use. No
 * drawing and no input here, so input/ and renderer/ depend on it and never on each other.
 *
 *   import { clientToScene } from '../geometry.js';
 *   const point = clientToScene(event.clientX, event.clientY); // → { x, y } in scene points
 */

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

/** The screen canvas whose box the conversions read, set once by the renderer. */
const surface = { screen: null };

/** Makes `element` (the `#scene` canvas, which covers the device's screen) the box the conversions read. */
export function trackScreen(element) {
  surface.screen = element;
}

/** Page coordinates (`clientX`, `clientY`) → scene points. */
export function clientToScene(clientX, clientY) {
  const rect = surface.screen.getBoundingClientRect();
  return { x: (clientX - rect.left) / layout.scale, y: (clientY - rect.top) / layout.scale };
}

/** Scene points → page coordinates. */
export function sceneToClient(x, y) {
  const rect = surface.screen.getBoundingClientRect();
  return { x: rect.left + x * layout.scale, y: rect.top + y * layout.scale };
}

/** Whether a scene point lies on the device's screen. */
export function isOnScreen(point) {
  return point.x >= 0 && point.y >= 0 && point.x <= layout.viewport.width && point.y <= layout.viewport.height;
}
