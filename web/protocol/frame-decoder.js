/**
 * Decodes protocol v2 frames (docs/protocol.md, "Frames (v2)"): a 32-byte header, then a keyframe or a delta
 * against the frame this decoder holds, with zig-zag varints (Protocol Buffers encoding). Returns node fields in
 * points, nodes stably sorted by `z`, ready to draw.
 *
 *   const decoder = new FrameDecoder();
 *   const frame = decoder.decode(event.data); // ArrayBuffer → { seq, inputSeq, time, viewport, nodes, ... } or null
 *   decoder.reset(); // on a new connection, which starts with a keyframe
 */

const MAGIC = 0x32464c54; // "TLF2" read as a little-endian u32
const HEADER_SIZE = 32;
const LENGTH_SCALE = 8;
const ALPHA_SCALE = 255;
const Z_SCALE = 256;
const KEYFRAME = 0;
const DELTA = 1;

/** Field-mask bits of a changed node, in field order. */
const X = 1, Y = 2, W = 4, H = 8, RADIUS = 16, ALPHA = 32, Z = 64, FILL = 128, FLAGS = 256, PARENT = 512;

/** Sequential reads of varints from a byte array; `ok` turns false on a read past the end. */
class Reader {
  constructor(bytes, offset) {
    this.bytes = bytes;
    this.offset = offset;
    this.ok = true;
  }

  varint() {
    const bytes = this.bytes;
    let value = 0;
    let scale = 1;
    for (;;) {
      if (this.offset >= bytes.length) {
        this.ok = false;
        return 0;
      }
      const byte = bytes[this.offset++];
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
      if (scale > 2 ** 63) {
        this.ok = false;
        return 0;
      }
    }
  }

  /** A zig-zag mapped signed value (exact for the 32-bit range the server sends). */
  signed() {
    const value = this.varint();
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
  }
}

/** A node with every field, as quantised integers. */
function readNode(reader) {
  return {
    id: reader.varint(),
    parent: reader.varint(),
    x: reader.signed(),
    y: reader.signed(),
    w: reader.signed(),
    h: reader.signed(),
    radius: reader.signed(),
    alpha: reader.signed(),
    z: reader.signed(),
    fill: reader.varint(),
    flags: reader.varint(),
  };
}

/** Ascending indices: a count, then gaps (first index, then each minus the previous minus one). */
function readGaps(reader) {
  const count = reader.varint();
  const indices = [];
  let next = 0;
  for (let i = 0; i < count && reader.ok; i += 1) {
    const index = next + reader.varint();
    indices.push(index);
    next = index + 1;
  }
  return indices;
}

function applyChange(node, reader) {
  // An explicit copy: held nodes are shared with the previous frame, and a literal is much faster than a spread.
  const changed = {
    id: node.id,
    parent: node.parent,
    x: node.x,
    y: node.y,
    w: node.w,
    h: node.h,
    radius: node.radius,
    alpha: node.alpha,
    z: node.z,
    fill: node.fill,
    flags: node.flags,
  };
  const mask = reader.varint();
  if (mask & X) changed.x += reader.signed();
  if (mask & Y) changed.y += reader.signed();
  if (mask & W) changed.w += reader.signed();
  if (mask & H) changed.h += reader.signed();
  if (mask & RADIUS) changed.radius += reader.signed();
  if (mask & ALPHA) changed.alpha += reader.signed();
  if (mask & Z) changed.z += reader.signed();
  if (mask & FILL) changed.fill = reader.varint();
  if (mask & FLAGS) changed.flags = reader.varint();
  if (mask & PARENT) changed.parent = reader.varint();
  return changed;
}

/** The held (quantised) frame after a delta from `base`, or null when the bytes do not fit it. */
function applyDelta(base, reader) {
  const frameMask = reader.bytes[reader.offset++];
  let { width, height, background } = base;
  if (frameMask & 1) {
    width += reader.signed();
    height += reader.signed();
  }
  if (frameMask & 2) background = reader.varint();
  const removed = readGaps(reader);
  const added = readGaps(reader);
  const addedNodes = added.map(() => readNode(reader));
  if (!reader.ok) return null;
  const nodes = [];
  const survivors = []; // positions in `nodes` of the base nodes kept, in order
  let nextRemoved = 0;
  let nextAdded = 0;
  for (let i = 0; i < base.nodes.length; i += 1) {
    if (nextRemoved < removed.length && removed[nextRemoved] === i) {
      nextRemoved += 1;
      continue;
    }
    while (nextAdded < added.length && added[nextAdded] === nodes.length) nodes.push(addedNodes[nextAdded++]);
    survivors.push(nodes.length);
    nodes.push(base.nodes[i]);
  }
  while (nextAdded < added.length) {
    if (added[nextAdded] !== nodes.length) return null;
    nodes.push(addedNodes[nextAdded++]);
  }
  const changed = reader.varint();
  let cursor = 0;
  for (let i = 0; i < changed && reader.ok; i += 1) {
    cursor += reader.varint();
    if (cursor >= survivors.length) return null;
    const position = survivors[cursor++];
    nodes[position] = applyChange(nodes[position], reader);
  }
  return reader.ok ? { width, height, background, nodes } : null;
}

function readKeyframe(reader) {
  const width = reader.signed();
  const height = reader.signed();
  const background = reader.varint();
  const count = reader.varint();
  if (count > reader.bytes.length) return null;
  const nodes = new Array(count);
  for (let i = 0; i < count; i += 1) nodes[i] = readNode(reader);
  return reader.ok ? { width, height, background, nodes } : null;
}

/** Holds the last frame received on one connection and decodes the next one against it. */
export class FrameDecoder {
  constructor() {
    this.held = null;
    this.heldSeq = 0;
  }

  /** Forgets the held frame (a new connection starts with a keyframe). */
  reset() {
    this.held = null;
  }

  /** Returns the decoded frame, or null when `buffer` is not a v2 frame this decoder can apply. */
  decode(buffer) {
    if (buffer.byteLength < HEADER_SIZE) return null;
    const view = new DataView(buffer);
    if (view.getUint32(0, true) !== MAGIC || view.getUint16(4, true) !== 2) return null;
    const kind = view.getUint8(6);
    const seq = view.getUint32(8, true);
    const baseSeq = view.getUint32(16, true);
    const reader = new Reader(new Uint8Array(buffer), HEADER_SIZE);
    let held;
    if (kind === KEYFRAME) held = readKeyframe(reader);
    else if (kind === DELTA && this.held && this.heldSeq === baseSeq) held = applyDelta(this.held, reader);
    if (!held || reader.offset !== buffer.byteLength) return null;
    this.held = held;
    this.heldSeq = seq;
    const nodes = new Array(held.nodes.length);
    for (let i = 0; i < nodes.length; i += 1) {
      const q = held.nodes[i];
      nodes[i] = {
        id: q.id,
        parent: q.parent,
        x: q.x / LENGTH_SCALE,
        y: q.y / LENGTH_SCALE,
        w: q.w / LENGTH_SCALE,
        h: q.h / LENGTH_SCALE,
        radius: q.radius / LENGTH_SCALE,
        alpha: q.alpha / ALPHA_SCALE,
        z: q.z / Z_SCALE,
        fill: q.fill,
        flags: q.flags,
        order: i,
      };
    }
    nodes.sort((a, b) => a.z - b.z || a.order - b.order);
    return {
      seq,
      inputSeq: view.getUint32(12, true),
      time: view.getFloat64(24, true),
      viewport: { width: held.width / LENGTH_SCALE, height: held.height / LENGTH_SCALE },
      background: held.background,
      nodeTableVersion: view.getUint32(20, true),
      nodes,
      bytes: buffer.byteLength,
    };
  }
}
