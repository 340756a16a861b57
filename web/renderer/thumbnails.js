/**
 * Small photo cells (under 60 points, a grid of 6 to 17 columns): each cell's picture and its number are
 * painted once into a bitmap per (seed, label, size bucket), so drawing a frame of hundreds of cells is one
 * `drawImage` per cell, with no clip, path or text work. Buckets are multiples of 32 pixels up to 128, so a
 * cell growing during a pinch switches bitmap every 32 device pixels, not every frame; a missing bitmap shows
 * the nearest cached bucket (or the cell's fill) until the painting budget reaches it.
 *
 *   if (isThumbnail(node)) drawThumbnail(ctx, node, content, pixelsPerPoint);
 */

import { PaintBudget } from './paint-budget.js';
import { paintPicture } from './placeholders.js';
import { FONT_FAMILY } from './labels.js';

/** Cells narrower and shorter than this many points are thumbnails (the scene's photo cells start at 60). */
const THUMBNAIL_POINTS = 60;
const BUCKET = 32;
const LARGEST = 128;
/** Label size in points, as the larger cells' labels, or smaller in a cell too narrow for three digits. */
const LABEL_POINTS = 11;
const LABEL_FRACTION = 0.34;
/** New bitmaps painted per frame at most, so a grid that appears at once does not block input. */
const PAINTS_PER_FRAME = 40;
/** Bitmaps kept; the oldest go first (a grid of hundreds of cells at a few buckets fits). */
const CACHE_LIMIT = 2400;

const cache = new Map(); // "seed/label/size" → ImageBitmap or canvas
/** This module's share of each drawn frame's painting (`PaintBudget`): call `begin()` and `end()` around a frame. */
export const thumbnailBudget = new PaintBudget(PAINTS_PER_FRAME);

/** Whether `node` is drawn as a cached thumbnail. */
export function isThumbnail(node) {
  return node.w < THUMBNAIL_POINTS && node.h < THUMBNAIL_POINTS && node.radius === 0;
}

function bucket(points, pixelsPerPoint) {
  return Math.min(LARGEST, Math.max(BUCKET, Math.ceil((points * pixelsPerPoint) / BUCKET) * BUCKET));
}

function paintThumbnail(seed, label, size, pixelsPerPoint) {
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(size, size) : document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  paintPicture(ctx, seed, size);
  if (label) {
    const font = Math.min(LABEL_POINTS * pixelsPerPoint, LABEL_FRACTION * size);
    ctx.font = `700 ${font}px ${FONT_FAMILY}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.shadowColor = 'rgba(0,0,0,0.55)';
    ctx.shadowBlur = font / 4;
    ctx.fillStyle = '#fff';
    ctx.fillText(label, size / 2, size / 2, size - 2);
  }
  return canvas.transferToImageBitmap ? canvas.transferToImageBitmap() : canvas;
}

function nearestCached(prefix, size) {
  for (let step = 1; step * BUCKET <= LARGEST; step += 1) {
    for (const other of [size - step * BUCKET, size + step * BUCKET]) {
      const image = cache.get(`${prefix}/${other}`);
      if (image) return image;
    }
  }
  return null;
}

/**
 * Draws `node`'s picture and number from the cache (aspect fill, centred): one bitmap per seed, label and
 * size bucket. Returns false when nothing could be drawn yet (the caller's fill shows).
 */
export function drawThumbnail(ctx, node, content, pixelsPerPoint) {
  const size = bucket(Math.max(node.w, node.h), pixelsPerPoint);
  const prefix = `${content.imageSeed}/${content.label ?? ''}`;
  let image = cache.get(`${prefix}/${size}`);
  if (!image && thumbnailBudget.take()) {
    image = paintThumbnail(content.imageSeed, content.label, size, pixelsPerPoint);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value);
    cache.set(`${prefix}/${size}`, image);
  } else if (!image) {
    image = nearestCached(prefix, size);
    if (!image) return false;
  }
  const source = image.width;
  const aspect = node.w / node.h;
  const sw = aspect >= 1 ? source : source * aspect;
  const sh = aspect >= 1 ? source / aspect : source;
  ctx.drawImage(image, (source - sw) / 2, (source - sh) / 2, sw, sh, node.x, node.y, node.w, node.h);
  return true;
}
