/**
 * The reconnection restore of layouts A and B (docs/protocol.md, "Restores"), as state without the page: when a
 * reconnection lands in a room that holds other layouts than this page last saw (the server restarted, or the room
 * emptied and was dropped), a page that may drive sends its copies back as `layout` messages with origin `restore`,
 * slot by slot; the server applies the first page's and shows later ones the room's, so a page that missed a paste
 * cannot undo it. A restore the room did not take leaves this page's copy for the user to apply or drop.
 *
 *   const restore = new LayoutRestore();
 *   restore.connectionClosed();
 *   const lost = restore.welcome(held, roomLayouts, canDrive); // → layouts to send back
 *   const outcome = restore.answered(layoutMessage);            // → 'restored', 'differs' or null
 */

const SLOTS = ['a', 'b'];

/** Whether two layouts carry the same text, format, item counts and values. */
export function sameLayout(one, other) {
  return one?.text === other?.text && one?.format === other?.format
    && String(one?.counts ?? '') === String(other?.counts ?? '') && (one?.values || '') === (other?.values || '');
}

export class LayoutRestore {
  /** Set when the connection closed: the next `welcome` is a reconnection. */
  #reconnecting = false;
  /** Slots sent back to the room and not yet answered, with the layout sent. */
  #pending = new Map();

  /** Whether `slot`'s restore is unanswered. */
  isPending(slot) {
    return this.#pending.has(slot);
  }

  /** The layout of `slot` this page holds as its own: an unanswered restore's, else `held`. */
  copyOf(slot, held) {
    return this.#pending.get(slot) ?? held;
  }

  connectionClosed() {
    this.#reconnecting = true;
  }

  /**
   * A `welcome` listing the room's layouts (`room`, by slot), with the layouts this page held before it (`held`, by
   * slot, see `copyOf`). After a reconnection, returns the held layouts the room lost or changed, to send back when
   * this page may drive (they are then pending); else none.
   */
  welcome(held, room, canDrive) {
    const reconnected = this.#reconnecting;
    this.#reconnecting = false;
    if (!reconnected) return [];
    this.#pending.clear();
    const lost = SLOTS.filter((slot) => held[slot] && !sameLayout(held[slot], room[slot])).map((slot) => held[slot]);
    if (!canDrive) return [];
    for (const layout of lost) this.#pending.set(layout.slot, layout);
    return lost;
  }

  /**
   * The room's `layout` for a slot: `restored` when it is this page's pending restore, `differs` when the room took
   * another (the copy is then `refused`'s to keep), null when no restore was pending.
   */
  answered(layout) {
    const sent = this.#pending.get(layout.slot);
    if (!sent) return null;
    if (sameLayout(sent, layout)) {
      this.#pending.delete(layout.slot);
      return 'restored';
    }
    return 'differs';
  }

  /** Ends `slot`'s pending restore without the room taking it; returns the copy sent, or null. */
  refused(slot) {
    const copy = this.#pending.get(slot) ?? null;
    this.#pending.delete(slot);
    return copy;
  }

  /** Ends every pending restore (a `layout` message the server refused); returns their copies. */
  refuseAll() {
    return [...this.#pending.keys()].map((slot) => this.refused(slot));
  }
}
