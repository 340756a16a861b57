/**
 * Procedural photos: one of four compositions (landscape with sun and hills, a sunset over water, a
 * bokeh of soft discs, a still life of shapes on a gradient table), colours and shapes drawn from a seed,
 * rendered into offscreen canvases and drawn "aspect fill" into a node, as a
 * `UIImageView` with `.scaleAspectFill` would draw a photo.
 *
 *   drawPlaceholder(ctx, seed, node.x, node.y, node.w, node.h, pixelsPerPoint);
 */

import { PaintBudget } from './paint-budget.js';

const SMALLEST = 64;
const LARGEST = 512;
/** New pictures painted per frame at most: a grid changing size needs hundreds, which in one frame would
 * block the page (and its input) for a long moment. The rest show a cached size or their fill meanwhile. */
const PAINTS_PER_FRAME = 12;
const cache = new Map(); // "seed/size" → canvas
/** This module's share of each drawn frame's painting (`PaintBudget`): call `begin()` and `end()` around a frame. */
export const placeholderBudget = new PaintBudget(PAINTS_PER_FRAME);

/** A cached picture of `seed` at another size, the closest first, or null. */
function anyCached(seed, size) {
  for (let other = size / 2; other >= SMALLEST; other /= 2) if (cache.has(`${seed}/${other}`)) return cache.get(`${seed}/${other}`);
  for (let other = size * 2; other <= LARGEST; other *= 2) if (cache.has(`${seed}/${other}`)) return cache.get(`${seed}/${other}`);
  return null;
}

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

function landscape(ctx, size, next, hue) {
  ctx.fillStyle = `hsl(${(hue + 180) % 360} 90% 92%)`;
  ctx.beginPath();
  ctx.arc(size * (0.2 + next() * 0.6), size * (0.2 + next() * 0.2), size * (0.08 + next() * 0.06), 0, Math.PI * 2);
  ctx.fill();
  for (let layer = 0; layer < 2; layer += 1) {
    ctx.fillStyle = `hsl(${(hue + 90 + layer * 30) % 360} ${40 + layer * 15}% ${45 - layer * 15}%)`;
    ctx.beginPath();
    ctx.moveTo(0, size);
    const base = size * (0.55 + layer * 0.15);
    for (let x = 0; x <= size; x += size / 8) ctx.lineTo(x, base - next() * size * 0.2);
    ctx.lineTo(size, size);
    ctx.closePath();
    ctx.fill();
  }
}

function sunset(ctx, size, next, hue) {
  const horizon = size * (0.5 + next() * 0.15);
  ctx.fillStyle = `hsl(${(hue + 20) % 360} 95% 70%)`;
  ctx.beginPath();
  ctx.arc(size * (0.3 + next() * 0.4), horizon, size * 0.16, Math.PI, 0);
  ctx.fill();
  const sea = ctx.createLinearGradient(0, horizon, 0, size);
  sea.addColorStop(0, `hsl(${(hue + 200) % 360} 45% 35%)`);
  sea.addColorStop(1, `hsl(${(hue + 220) % 360} 55% 18%)`);
  ctx.fillStyle = sea;
  ctx.fillRect(0, horizon, size, size - horizon);
  ctx.fillStyle = `hsl(${(hue + 20) % 360} 95% 75% / 0.6)`;
  for (let i = 0; i < 5; i += 1) ctx.fillRect(size * (0.3 + next() * 0.3), horizon + size * 0.04 * (i + 1), size * 0.12, size * 0.012);
}

function bokeh(ctx, size, next, hue) {
  ctx.fillStyle = `hsl(${hue} 40% 15% / 0.55)`;
  ctx.fillRect(0, 0, size, size);
  for (let i = 0; i < 14; i += 1) {
    ctx.fillStyle = `hsl(${(hue + next() * 90) % 360} 90% ${60 + next() * 25}% / ${0.25 + next() * 0.45})`;
    ctx.beginPath();
    ctx.arc(next() * size, next() * size, size * (0.04 + next() * 0.12), 0, Math.PI * 2);
    ctx.fill();
  }
}

function stillLife(ctx, size, next, hue) {
  const table = size * (0.62 + next() * 0.1);
  ctx.fillStyle = `hsl(${(hue + 30) % 360} 35% 45%)`;
  ctx.fillRect(0, table, size, size - table);
  const shapes = 2 + Math.floor(next() * 2);
  for (let i = 0; i < shapes; i += 1) {
    const w = size * (0.14 + next() * 0.14);
    const h = size * (0.18 + next() * 0.3);
    const x = size * (0.1 + (i / shapes) * 0.75) + next() * size * 0.05;
    ctx.fillStyle = `hsl(${(hue + 120 + i * 70) % 360} 65% ${45 + next() * 25}%)`;
    ctx.beginPath();
    if (i % 2) ctx.ellipse(x + w / 2, table - h / 2, w / 2, h / 2, 0, 0, Math.PI * 2);
    else ctx.rect(x, table - h, w, h);
    ctx.fill();
  }
}

const COMPOSITIONS = [landscape, sunset, bokeh, stillLife];

function paint(seed, size) {
  const image = document.createElement('canvas');
  image.width = size;
  image.height = size;
  paintPicture(image.getContext('2d'), seed, size);
  return image;
}

/** Paints the picture of `seed` into `ctx` (a 2D context of any canvas) over `size` × `size` pixels from 0, 0. */
export function paintPicture(ctx, seed, size) {
  const next = random(seed);
  const hue = Math.floor(next() * 360);
  const sky = ctx.createLinearGradient(0, 0, size * next() * 0.3, size);
  sky.addColorStop(0, `hsl(${hue} 70% 72%)`);
  sky.addColorStop(1, `hsl(${(hue + 40) % 360} 75% 88%)`);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, size, size);
  COMPOSITIONS[seed % COMPOSITIONS.length](ctx, size, next, hue);
}

/** The power-of-two picture size (64…512 pixels) that covers `points` at `pixelsPerPoint`. */
function pictureSize(points, pixelsPerPoint) {
  const needed = points * pixelsPerPoint;
  return Math.min(LARGEST, Math.max(SMALLEST, 2 ** Math.ceil(Math.log2(Math.max(1, needed)))));
}

/**
 * Draws the placeholder of `seed` filling (and cropped to) the rectangle. Pictures are cached per seed at
 * power-of-two sizes from 64 to 512 pixels, the smallest that covers the node's size on the display.
 */
export function drawPlaceholder(ctx, seed, x, y, w, h, pixelsPerPoint) {
  const size = pictureSize(Math.max(w, h), pixelsPerPoint);
  const key = `${seed}/${size}`;
  let image = cache.get(key);
  if (!image && placeholderBudget.take()) {
    image = paint(seed, size);
    cache.set(key, image);
  } else if (!image) {
    image = anyCached(seed, size);
    if (!image) return;
  }
  const source = image.width;
  const aspect = w / h;
  const sw = aspect >= 1 ? source : source * aspect;
  const sh = aspect >= 1 ? source / aspect : source;
  ctx.drawImage(image, (source - sw) / 2, (source - sh) / 2, sw, sh, x, y, w, h);
}
