/**
 * Procedural image placeholders: a small landscape (sky gradient, sun, two hills) generated from a seed,
 * rendered once per seed into an offscreen canvas and drawn "aspect fill" into a node, as a
 * `UIImageView` with `.scaleAspectFill` would draw a photo.
 *
 *   drawPlaceholder(ctx, seed, node.x, node.y, node.w, node.h);
 */

const SIZE = 160;
const cache = new Map();

/** mulberry32: a tiny deterministic PRNG, so a seed always paints the same picture. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function paint(seed) {
  const image = document.createElement('canvas');
  image.width = SIZE;
  image.height = SIZE;
  const ctx = image.getContext('2d');
  const next = random(seed);
  const hue = Math.floor(next() * 360);
  const sky = ctx.createLinearGradient(0, 0, 0, SIZE);
  sky.addColorStop(0, `hsl(${hue} 70% 72%)`);
  sky.addColorStop(1, `hsl(${(hue + 40) % 360} 75% 88%)`);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, SIZE, SIZE);
  ctx.fillStyle = `hsl(${(hue + 180) % 360} 90% 92%)`;
  ctx.beginPath();
  ctx.arc(SIZE * (0.2 + next() * 0.6), SIZE * (0.2 + next() * 0.2), SIZE * (0.08 + next() * 0.06), 0, Math.PI * 2);
  ctx.fill();
  for (let layer = 0; layer < 2; layer += 1) {
    ctx.fillStyle = `hsl(${(hue + 90 + layer * 30) % 360} ${40 + layer * 15}% ${45 - layer * 15}%)`;
    ctx.beginPath();
    ctx.moveTo(0, SIZE);
    const base = SIZE * (0.55 + layer * 0.15);
    for (let x = 0; x <= SIZE; x += SIZE / 8) ctx.lineTo(x, base - next() * SIZE * 0.2);
    ctx.lineTo(SIZE, SIZE);
    ctx.closePath();
    ctx.fill();
  }
  return image;
}

/** Draws the placeholder of `seed` filling (and cropped to) the rectangle. */
export function drawPlaceholder(ctx, seed, x, y, w, h) {
  let image = cache.get(seed);
  if (!image) {
    image = paint(seed);
    cache.set(seed, image);
  }
  const aspect = w / h;
  const sw = aspect >= 1 ? SIZE : SIZE * aspect;
  const sh = aspect >= 1 ? SIZE / aspect : SIZE;
  ctx.drawImage(image, (SIZE - sw) / 2, (SIZE - sh) / 2, sw, sh, x, y, w, h);
}
