/**
 * What a frame node's `flags` and `fill` mean (docs/protocol.md, "Frames (v2)"): the flag bits the server sets
 * and the `0xRRGGBBAA` colour as CSS.
 *
 *   if (node.flags & Flags.clip) …; ctx.fillStyle = cssColor(node.fill, node.alpha);
 */

/** Node flags, as the server sets them. */
export const Flags = Object.freeze({ clip: 1, label: 2, image: 4, dim: 8, shadow: 16, outline: 32 });

/** `0xRRGGBBAA` → a CSS colour, with the node's `alpha` folded into the colour's own alpha. */
export function cssColor(rgba, alpha = 1) {
  const r = rgba >>> 24;
  const g = (rgba >>> 16) & 0xff;
  const b = (rgba >>> 8) & 0xff;
  const a = ((rgba & 0xff) / 255) * alpha;
  return `rgba(${r},${g},${b},${a.toFixed(3)})`;
}
