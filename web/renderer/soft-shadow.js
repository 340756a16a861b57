/**
 * Soft drop shadows with the canvas' own Gaussian blur (`shadowBlur`), as `CALayer.shadowRadius` draws
 * them, made affordable: the blurred shadow of a rounded rectangle is rendered once per corner radius into
 * an offscreen canvas as a nine-slice (corners blurred, edges stretched), then drawn with nine
 * `drawImage` calls per node, so a frame pays for copies, not for a blur of a screen-sized card.
 *
 *   drawSoftShadow(ctx, node, pixelsPerPoint);
 */

/** Blur radius and vertical offset in points, and the shadow's opacity (a card's `shadowOpacity`). */
const BLUR = 14;
const OFFSET_Y = 8;
const OPACITY = 0.22;
const cache = new Map(); // "radius/pixelsPerPoint" → { image, edge, scale }

/** The nine-slice source: a rounded square just big enough for its corners, blurred, in device pixels. */
function sliceSource(radius, pixelsPerPoint) {
  const key = `${Math.round(radius)}/${pixelsPerPoint.toFixed(2)}`;
  let entry = cache.get(key);
  if (entry) return entry;
  const k = Math.min(pixelsPerPoint, 3);
  const edge = Math.round(radius) + 2 * BLUR; // points from the shape's outer blur edge to the straight part
  const core = 2; // a small straight middle, stretched
  const side = 2 * edge + core;
  const image = document.createElement('canvas');
  image.width = Math.ceil(side * k);
  image.height = Math.ceil(side * k);
  const ctx = image.getContext('2d');
  ctx.scale(k, k);
  // The shape is drawn far off the canvas and only its shadow is shifted back in.
  const far = side * 4;
  ctx.shadowColor = `rgba(0,0,0,${OPACITY})`;
  ctx.shadowBlur = BLUR * k;
  ctx.shadowOffsetX = far * k;
  ctx.beginPath();
  const x = 2 * BLUR - far;
  const w = side - 4 * BLUR;
  ctx.roundRect ? ctx.roundRect(x, 2 * BLUR, w, w, Math.round(radius)) : ctx.rect(x, 2 * BLUR, w, w);
  ctx.fill();
  entry = { image, edge, side, k };
  if (cache.size > 64) cache.clear();
  cache.set(key, entry);
  return entry;
}

/** Draws the soft shadow of node `{x, y, w, h, radius}` under it. */
export function drawSoftShadow(ctx, { x, y, w, h, radius }, pixelsPerPoint) {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  const { image, edge, side, k } = sliceSource(r, pixelsPerPoint);
  // Destination: the shape grown by 2·BLUR on each side (where the blur fades out), moved down by OFFSET_Y.
  const dx = x - 2 * BLUR;
  const dy = y - 2 * BLUR + OFFSET_Y;
  const dw = w + 4 * BLUR;
  const dh = h + 4 * BLUR;
  if (dw < 2 * edge || dh < 2 * edge) {
    ctx.drawImage(image, dx, dy, dw, dh);
    return;
  }
  const s = [0, edge, side - edge, side].map((v) => v * k);
  const sx = [dx, dx + edge, dx + dw - edge, dx + dw];
  const sy = [dy, dy + edge, dy + dh - edge, dy + dh];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      ctx.drawImage(image, s[col], s[row], s[col + 1] - s[col], s[row + 1] - s[row],
        sx[col], sy[row], sx[col + 1] - sx[col], sy[row + 1] - sy[row]);
    }
  }
}
