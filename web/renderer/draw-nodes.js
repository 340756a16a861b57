/**
 * Draws a decoded frame's nodes in scene points: rounded rectangles with fill and alpha, in z order,
 * clipped to their parent chain, with image placeholders, labels, dimming layers, outline rings and
 * shadows.
 * The caller sets the transform (scene points → device pixels) and the screen clip.
 *
 *   drawNodes(ctx, frame, contents, pixelsPerPoint);
 */

import { Flags, cssColor } from '../protocol/node-fields.js';
import { roundedRect } from './shapes.js';
import { drawPlaceholder, placeholderBudget } from './placeholders.js';
import { drawLabel } from './labels.js';
import { drawSymbol } from './symbols.js';
import { drawSoftShadow } from './soft-shadow.js';
import { drawThumbnail, isThumbnail, thumbnailBudget } from './thumbnails.js';

const MAX_CLIP_DEPTH = 8;
const OUTLINE = 1.5;
const OUTLINE_COLOR = 'rgba(60,60,67,0.36)';

function clipToParents(ctx, node, byId) {
  const chain = [];
  let parent = byId.get(node.parent);
  while (parent && chain.length < MAX_CLIP_DEPTH) {
    if (parent.flags & Flags.clip) chain.push(parent);
    parent = parent.parent && parent.parent !== parent.id ? byId.get(parent.parent) : null;
  }
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const p = chain[i];
    roundedRect(ctx, p.x, p.y, p.w, p.h, p.radius);
    ctx.clip();
  }
}

/** A small square photo cell with nothing but its picture and number: drawn from the thumbnail cache. */
function isPhotoThumbnail(node, content) {
  const only = Flags.image | Flags.label;
  return (node.flags & Flags.image) !== 0 && (node.flags & ~only) === 0 && content?.imageSeed != null && isThumbnail(node);
}

function drawNode(ctx, node, content, pixelsPerPoint) {
  const { x, y, w, h, radius, flags } = node;
  ctx.globalAlpha = Math.min(1, node.alpha);
  if (isPhotoThumbnail(node, content) && drawThumbnail(ctx, node, content, pixelsPerPoint)) return;
  if (flags & Flags.shadow) drawSoftShadow(ctx, node, pixelsPerPoint);
  roundedRect(ctx, x, y, w, h, radius);
  if ((node.fill & 0xff) !== 0) {
    ctx.fillStyle = cssColor(node.fill);
    ctx.fill();
  }
  if (flags & Flags.image && content && content.imageSeed != null) {
    ctx.save();
    ctx.clip();
    drawPlaceholder(ctx, content.imageSeed, x, y, w, h, pixelsPerPoint);
    ctx.restore();
  }
  if (flags & Flags.outline) {
    // A ring inside the edge, like a `CALayer` border in UIKit's `separator` colour (chips, rest positions).
    roundedRect(ctx, x + OUTLINE / 2, y + OUTLINE / 2, w - OUTLINE, h - OUTLINE, radius - OUTLINE / 2);
    ctx.lineWidth = OUTLINE;
    ctx.strokeStyle = OUTLINE_COLOR;
    ctx.stroke();
  }
  if (content && content.symbol) {
    drawSymbol(ctx, content.symbol, x + w / 2, y + h / 2, content.fontSize || 17, cssColor(content.textColor ?? 0xffffffff));
  }
  if (flags & Flags.label) drawLabel(ctx, node, content);
}

/**
 * Draws every node of `frame`; `contents` maps node id → `NodeContent`. Consecutive nodes with the same
 * parent share one clip: a rounded clip is an antialiased mask of the parent's size, too costly per node.
 */
export function drawNodes(ctx, frame, contents, pixelsPerPoint) {
  placeholderBudget.begin();
  thumbnailBudget.begin();
  const byId = new Map();
  for (const node of frame.nodes) byId.set(node.id, node);
  let clipped = 0;
  ctx.save();
  for (const node of frame.nodes) {
    if (!(node.alpha > 0) || !(node.w > 0) || !(node.h > 0)) continue;
    if (node.parent !== clipped) {
      ctx.restore();
      ctx.save();
      if (node.parent) clipToParents(ctx, node, byId);
      clipped = node.parent;
    }
    ctx.save();
    drawNode(ctx, node, contents.get(node.id), pixelsPerPoint);
    ctx.restore();
  }
  ctx.restore();
  placeholderBudget.end();
  thumbnailBudget.end();
}
