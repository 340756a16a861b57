/**
 * A few SF Symbols as simplified vector glyphs, drawn in a node's text colour centred in the node, `size`
 * points tall, as `UIImageView(image: UIImage(systemName:))` would show them: the App Store's tab icons and
 * the close button's `xmark`. Unknown names draw nothing.
 *
 *   drawSymbol(ctx, 'magnifyingglass', centreX, centreY, 24, '#007aff');
 */

import { roundedRect } from './shapes.js';

const GLYPHS = {
  xmark(ctx, s) {
    ctx.lineWidth = s * 0.16;
    ctx.beginPath();
    ctx.moveTo(-s / 2, -s / 2);
    ctx.lineTo(s / 2, s / 2);
    ctx.moveTo(s / 2, -s / 2);
    ctx.lineTo(-s / 2, s / 2);
    ctx.stroke();
  },
  magnifyingglass(ctx, s) {
    ctx.lineWidth = s * 0.1;
    ctx.beginPath();
    ctx.arc(-s * 0.08, -s * 0.08, s * 0.32, 0, Math.PI * 2);
    ctx.moveTo(s * 0.17, s * 0.17);
    ctx.lineTo(s * 0.45, s * 0.45);
    ctx.stroke();
  },
  'doc.text.image'(ctx, s) {
    ctx.lineWidth = s * 0.08;
    roundedRect(ctx, -s * 0.38, -s * 0.45, s * 0.76, s * 0.9, s * 0.1);
    ctx.stroke();
    roundedRect(ctx, -s * 0.24, -s * 0.3, s * 0.48, s * 0.28, s * 0.04);
    ctx.fill();
    ctx.fillRect(-s * 0.24, s * 0.08, s * 0.48, s * 0.07);
    ctx.fillRect(-s * 0.24, s * 0.22, s * 0.32, s * 0.07);
  },
  gamecontroller(ctx, s) {
    ctx.lineWidth = s * 0.08;
    roundedRect(ctx, -s * 0.46, -s * 0.24, s * 0.92, s * 0.48, s * 0.24);
    ctx.stroke();
    ctx.fillRect(-s * 0.3, -s * 0.04, s * 0.2, s * 0.08);
    ctx.fillRect(-s * 0.24, -s * 0.1, s * 0.08, s * 0.2);
    ctx.beginPath();
    ctx.arc(s * 0.18, -s * 0.04, s * 0.05, 0, Math.PI * 2);
    ctx.arc(s * 0.28, s * 0.06, s * 0.05, 0, Math.PI * 2);
    ctx.fill();
  },
  'square.stack.3d.up'(ctx, s) {
    ctx.lineWidth = s * 0.08;
    for (const [dy, inset] of [[-0.3, 0.22], [-0.18, 0.12]]) {
      roundedRect(ctx, -s * (0.45 - inset), s * dy, s * (0.9 - 2 * inset), s * 0.1, s * 0.04);
      ctx.fill();
    }
    roundedRect(ctx, -s * 0.45, -s * 0.04, s * 0.9, s * 0.48, s * 0.1);
    ctx.fill();
  },
  'arcade.stick'(ctx, s) {
    ctx.beginPath();
    ctx.arc(0, -s * 0.28, s * 0.17, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(-s * 0.05, -s * 0.15, s * 0.1, s * 0.35);
    roundedRect(ctx, -s * 0.42, s * 0.18, s * 0.84, s * 0.24, s * 0.08);
    ctx.fill();
  },
};

/** Draws symbol `name` centred at (`x`, `y`), `size` points tall, in `color`. */
export function drawSymbol(ctx, name, x, y, size, color) {
  const glyph = GLYPHS[name];
  if (!glyph) return;
  ctx.save();
  ctx.translate(x, y);
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  ctx.lineCap = 'round';
  glyph(ctx, size);
  ctx.restore();
}

/** The symbol names this page can draw. */
export const SYMBOL_NAMES = Object.freeze(Object.keys(GLYPHS));
