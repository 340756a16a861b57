/**
 * Decodes protocol v1 binary frames (docs/protocol.md, "Frames (v1)"): a 48-byte little-endian header and
 * 44-byte node records. Nodes come back stably sorted by `z`, ready to draw. The page itself reads v2
 * (frame-decoder-v2.js); v1 serves the side-by-side drawing test and the decode benchmark. The node flags
 * and the colour helper here are the renderer's.
 *
 *   const frame = decodeFrame(event.data); // ArrayBuffer → { seq, inputSeq, time, viewport, nodes, ... }
 */

const MAGIC = 0x31464c54; // "TLF1" read as a little-endian u32
const NODE_SIZE = 44;

/** Node flags, as the server sets them. */
export const Flags = Object.freeze({ clip: 1, label: 2, image: 4, dim: 8, shadow: 16, outline: 32 });

/** Returns the decoded frame, or null when `buffer` is not a version-1 frame. */
export function decodeFrame(buffer) {
  if (buffer.byteLength < 48) return null;
  const view = new DataView(buffer);
  if (view.getUint32(0, true) !== MAGIC || view.getUint16(4, true) !== 1) return null;
  const headerSize = view.getUint16(6, true);
  const count = view.getUint32(32, true);
  if (buffer.byteLength < headerSize + count * NODE_SIZE) return null;
  const nodes = new Array(count);
  for (let i = 0; i < count; i += 1) {
    const o = headerSize + i * NODE_SIZE;
    nodes[i] = {
      id: view.getUint32(o, true),
      parent: view.getUint32(o + 4, true),
      x: view.getFloat32(o + 8, true),
      y: view.getFloat32(o + 12, true),
      w: view.getFloat32(o + 16, true),
      h: view.getFloat32(o + 20, true),
      radius: view.getFloat32(o + 24, true),
      alpha: view.getFloat32(o + 28, true),
      z: view.getFloat32(o + 32, true),
      fill: view.getUint32(o + 36, true),
      flags: view.getUint16(o + 40, true),
      order: i,
    };
  }
  nodes.sort((a, b) => a.z - b.z || a.order - b.order);
  return {
    seq: view.getUint32(8, true),
    inputSeq: view.getUint32(12, true),
    time: view.getFloat64(16, true),
    viewport: { width: view.getFloat32(24, true), height: view.getFloat32(28, true) },
    background: view.getUint32(36, true),
    nodeTableVersion: view.getUint32(40, true),
    nodes,
    bytes: buffer.byteLength,
  };
}

/** `0xRRGGBBAA` → a CSS colour, with the node's `alpha` folded into the colour's own alpha. */
export function cssColor(rgba, alpha = 1) {
  const r = rgba >>> 24;
  const g = (rgba >>> 16) & 0xff;
  const b = (rgba >>> 8) & 0xff;
  const a = ((rgba & 0xff) / 255) * alpha;
  return `rgba(${r},${g},${b},${a.toFixed(3)})`;
}
