/**
 * Path helpers shared by the renderer: rounded rectangles (UIKit's `cornerRadius`, clamped to half the
 * shorter side as Core Animation does) built with arcs, so they work where `ctx.roundRect` is missing.
 *
 *   roundedRect(ctx, x, y, w, h, r); ctx.fill();
 */

/** Begins a new path holding one rounded rectangle (or, with `newPath` false, adds it to the current one). */
export function roundedRect(ctx, x, y, w, h, radius, newPath = true) {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  if (newPath) ctx.beginPath();
  if (r === 0) {
    ctx.rect(x, y, w, h);
    return;
  }
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
