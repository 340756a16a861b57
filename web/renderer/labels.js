/**
 * Node labels: the text of a node's `NodeContent`, centred in the node (one line per `\n`), truncated
 * with an ellipsis when wider than the node. Drawn in scene points, so the canvas transform keeps the
 * text crisp at any devicePixelRatio. The font is the one the server measures text with
 * (`FontMetrics`: Liberation Sans, metric-compatible with Arial, without kerning), so `measureText`
 * here equals the server's widths. Frames cross the wire with sizes rounded to 1/8 pt (docs/protocol.md,
 * "Frames (v2)"), so a label the server sized to fit its text exactly can arrive up to 1/16 pt narrower than the
 * text: `fit` allows that much before it shortens a line.
 *
 *   drawLabel(ctx, node, contents.get(node.id));
 */

import { cssColor } from '../protocol/node-fields.js';

export const FONT_FAMILY = '"Liberation Sans", Arial, Helvetica, sans-serif';
const PADDING = 4;
/** Half the wire's 1/8-pt length step: the most a quantised width can fall short of the server's. */
const WIRE_SLACK = 1 / 16;

const fitted = new Map(); // "font|width|text" → the text as drawn; measuring every frame is costly
const FITTED_LIMIT = 4000;

/** The lines drawn shortened since the page loaded or the last `clearTruncatedLabels()` (distinct, at most 50). */
const truncated = new Set();

/** The label lines this page had to shorten with an ellipsis, so a test can tell a label the server sized too small. */
export function truncatedLabels() {
  return [...truncated];
}

/** Forgets the shortened lines seen so far: the next draws report their own. */
export function clearTruncatedLabels() {
  truncated.clear();
}

function fit(ctx, text, width) {
  // Widths cross the wire in 1/8 pt, so the key keeps them exactly: a fit found for one width never serves another.
  const key = `${ctx.font}|${Math.round(width * 8)}|${text}`;
  let result = fitted.get(key);
  if (result === undefined) {
    result = text;
    if (ctx.measureText(text).width > width + WIRE_SLACK) {
      let end = text.length;
      while (end > 0 && ctx.measureText(`${text.slice(0, end)}…`).width > width) end -= 1;
      result = `${text.slice(0, end)}…`;
    }
    if (fitted.size >= FITTED_LIMIT) fitted.clear();
    fitted.set(key, result);
  }
  if (result !== text && truncated.size < 50) truncated.add(text);
  return result;
}

/** Draws `content.label` centred in `node`. */
export function drawLabel(ctx, node, content) {
  if (!content || !content.label) return;
  const size = content.fontSize || 17;
  ctx.font = `${(content.fontWeight || 400) >= 600 ? 700 : 400} ${size}px ${FONT_FAMILY}`;
  if ('fontKerning' in ctx) ctx.fontKerning = 'none';
  ctx.fillStyle = cssColor(content.textColor ?? 0xffffffff);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const lines = String(content.label).split('\n');
  const lineHeight = size * 1.2;
  const top = node.y + node.h / 2 - (lineHeight * (lines.length - 1)) / 2;
  const width = Math.max(0, node.w - 2 * PADDING);
  lines.forEach((line, index) => {
    ctx.fillText(fit(ctx, line, width), node.x + node.w / 2, top + index * lineHeight);
  });
}
