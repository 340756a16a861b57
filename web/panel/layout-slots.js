/**
 * What the "Your layout" editor holds for layouts A and B, without the page: per slot the room's layout (from the
 * server's `welcome` and `layout` messages), the draft this page has typed but not applied (`auto` when the page
 * wrote it itself: the example, a restore's copy), the error of its last paste; and the slot shown.
 *
 *   const slots = new LayoutSlots();
 *   slots.hold(layout, (slot) => restore.isPending(slot));
 *   slots.text(slots.current);
 */

export const SLOT_NAMES = ['a', 'b'];

export class LayoutSlots {
  room = { a: null, b: null };
  drafts = { a: null, b: null };
  errors = { a: null, b: null };
  current = 'a';

  /** The text shown for `slot`: its draft's, else the room's. */
  text(slot) {
    return this.drafts[slot]?.text ?? this.room[slot]?.text ?? '';
  }

  /** The item counts shown for `slot` (null or undefined: the code's own). */
  counts(slot) {
    return this.drafts[slot] ? this.drafts[slot].counts : this.room[slot]?.counts;
  }

  /** The values (`Name = value` lines) shown for `slot`. */
  values(slot) {
    return this.drafts[slot] ? this.drafts[slot].values : this.room[slot]?.values;
  }

  /** The notes of the layout shown: none for an edit or a paste that has not read yet. */
  notes(slot) {
    return this.drafts[slot] || this.errors[slot] ? [] : this.room[slot]?.notes || [];
  }

  /**
   * The `UICollectionViewTransitionLayout` subclass the pinch between A and B runs through, as the server picks it:
   * B's paste's, else A's; null for UIKit's own interpolation.
   */
  transitionLayout() {
    for (const slot of ['b', 'a']) {
      const name = this.room[slot]?.transitionLayout;
      if (name) return { name, slot };
    }
    return null;
  }

  /** The room's layout of `slot` as Swift, if it has one. */
  swift(slot) {
    const held = this.room[slot];
    return held?.format === 'swift' ? held.text : held?.swift;
  }

  /** The user changed the text of the slot shown. */
  edit(text) {
    const slot = this.current;
    this.drafts[slot] = { text, counts: this.counts(slot), values: this.values(slot) };
  }

  /** New code starts from its own sections and item counts, not those typed for the previous layout. */
  forgetCounts() {
    if (this.drafts[this.current]) this.drafts[this.current].counts = undefined;
  }

  /**
   * The room's layout for its slot. A draft the page wrote itself gives way to it, unless a restore of that slot
   * is pending (`isPending(slot)`); one the user typed stays until it is applied.
   */
  hold(layout, isPending) {
    const slot = layout.slot;
    if (!SLOT_NAMES.includes(slot)) return;
    this.room[slot] = layout;
    this.errors[slot] = null;
    const draft = this.drafts[slot];
    if (draft?.text === layout.text || (draft?.auto && !isPending(slot))) this.drafts[slot] = null;
  }

  /** A `welcome`'s layouts replace the room's. */
  holdAll(layouts, isPending) {
    this.room = { a: null, b: null };
    for (const layout of layouts) this.hold(layout, isPending);
  }

  /** Drops the drafts the page wrote itself, except where a restore is pending. */
  dropAutoDrafts(isPending) {
    for (const slot of SLOT_NAMES) if (this.drafts[slot]?.auto && !isPending(slot)) this.drafts[slot] = null;
  }

  /** A copy this page wrote (an example, a restore) stands as the draft of its slot unless the user typed one. */
  offer(copy, { auto = false } = {}) {
    const draft = this.drafts[copy.slot];
    if (auto ? draft : draft && !draft.auto) return;
    this.drafts[copy.slot] = { text: copy.text, counts: copy.counts, values: copy.values, auto };
  }
}
