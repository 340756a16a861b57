/**
 * The "Your layout" editor, shown while the room plays `your-layout`: tabs for layouts A and B, a textarea
 * with line numbers, item counts per section, and "Copy as Swift". Pasting or dropping a .swift or .json
 * file applies it at once (so does Apply, or ⌘/Ctrl+Enter) with the code's own item counts; the server reads
 * it and the whole room sees it in its next frame. A source that does not read comes back as an error at its
 * line, scrolled into view, and the room keeps its last good layout. An error listing names the code reads but
 * does not define shows the values field, where `Name = value` lines supply them; they travel with the code. The sources arrive with `welcome` and `layout` messages, so every member's editor shows
 * them; text only ever reaches the page through `value` and `textContent`. When a reconnection lands in a
 * room that holds other layouts than this page last saw (the server restarted, or the room emptied and was
 * dropped), a page that may drive sends its copies back as restores, slot by slot: the server applies the first
 * page's and shows later ones the room's, so a page that missed a paste cannot undo it.
 *
 *   setupLayoutEditor(document.querySelector('#layout-section'), toast);
 */

import { EVENT, on, emit } from '../events.js';
import * as messages from '../protocol/messages.js';
import { session } from '../session.js';
import { EXAMPLE_LAYOUT } from './layout-example.js';

const SCENE = 'your-layout';
/** The server's limits (`ClientMessage.maxLayoutTextBytes`, `maxLayoutSections`, `maxLayoutItems`). */
const MAX_TEXT_BYTES = 64 * 1024;
const MAX_SECTIONS = 64;
const MAX_ITEMS = 1000;

/** `json` when the text is a JSON object, else `swift`. */
export function detectFormat(text) {
  return text.trimStart().startsWith('{') ? 'json' : 'swift';
}

/** Counts typed as "8, 10, 6" → [8, 10, 6]; empty → null (the layout's own); anything else → an error string. */
export function parseCounts(text) {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const counts = parts.map(Number);
  if (counts.length > MAX_SECTIONS || counts.some((n) => !Number.isInteger(n) || n < 0 || n > MAX_ITEMS)) {
    return `Items per section: up to ${MAX_SECTIONS} whole numbers from 0 to ${MAX_ITEMS}, such as 8, 10, 6`;
  }
  return counts;
}

/** Wires the editor inside `section`. */
export function setupLayoutEditor(section, toast) {
  const $ = (selector) => section.querySelector(selector);
  const tabs = [...section.querySelectorAll('[role="tab"]')];
  const textarea = $('#layout-text');
  const gutter = $('#layout-gutter');
  const countsField = $('#layout-counts');
  const valuesField = $('#layout-values');
  const valuesRow = $('#layout-values-row');
  const status = $('#layout-status');
  const notes = $('#layout-notes');
  const copy = $('#layout-copy');
  const apply = $('#layout-apply');
  const printed = $('#layout-swift');

  /** What the room holds per slot (from the server) and what this page has typed but not applied. */
  const slots = { a: null, b: null };
  const drafts = { a: null, b: null };
  const errors = { a: null, b: null };
  let current = 'a';
  let exampleSent = false;
  let reconnecting = false;
  /** Slots sent back to the room after a reconnection and not yet answered, with the layout sent. */
  const restoring = new Map();

  const shownText = (slot) => drafts[slot]?.text ?? slots[slot]?.text ?? '';

  const renderGutter = () => {
    const lines = textarea.value.split('\n').length;
    const errorLine = errors[current]?.line;
    const fragment = document.createDocumentFragment();
    for (let line = 1; line <= lines; line += 1) {
      const number = document.createElement('span');
      number.textContent = String(line);
      if (line === errorLine) number.className = 'error';
      fragment.append(number, '\n');
    }
    gutter.replaceChildren(fragment);
    gutter.scrollTop = textarea.scrollTop;
  };

  const renderStatus = () => {
    const error = errors[current];
    const held = slots[current];
    status.classList.toggle('error', Boolean(error));
    if (error) {
      status.textContent = `Line ${error.line}, column ${error.column}: ${error.message}`;
    } else if (drafts[current]) {
      status.textContent = 'Edited: press Apply (⌘/Ctrl+Enter) to show it.';
    } else if (held) {
      status.textContent = `Showing layout ${current.toUpperCase()} (${held.format === 'json' ? 'layout spec' : 'Swift'}).`;
    } else {
      status.textContent = current === 'a'
        ? 'Showing the built-in layout: paste yours here.'
        : 'Paste a second layout here, then pinch the screen to go between A and B.';
    }
    // Notes belong to the layout shown: not to an edit or a paste that has not read yet.
    const shownNotes = drafts[current] || error ? [] : held?.notes || [];
    notes.replaceChildren(...shownNotes.map((note) => {
      const item = document.createElement('li');
      item.textContent = note;
      return item;
    }));
    copy.disabled = !(held?.format === 'swift' ? held.text : held?.swift);
  };

  /** Scrolls the code so that `line` is in view, a few lines below the top. */
  const scrollToLine = (line) => {
    const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 16;
    const top = (line - 1) * lineHeight;
    if (top < textarea.scrollTop || top + lineHeight > textarea.scrollTop + textarea.clientHeight) {
      textarea.scrollTop = Math.max(0, top - 2 * lineHeight);
    }
    gutter.scrollTop = textarea.scrollTop;
  };

  /** New code starts from its own sections and item counts, not those typed for the previous layout. */
  const startNewCode = () => {
    countsField.value = '';
    if (drafts[current]) drafts[current].counts = undefined;
  };

  const render = () => {
    printed.hidden = true;
    for (const tab of tabs) tab.setAttribute('aria-selected', String(tab.dataset.slot === current));
    if (textarea.value !== shownText(current)) textarea.value = shownText(current);
    const counts = drafts[current] ? drafts[current].counts : slots[current]?.counts;
    countsField.value = Array.isArray(counts) ? counts.join(', ') : '';
    valuesField.value = (drafts[current] ? drafts[current].values : slots[current]?.values) ?? '';
    const unknown = errors[current]?.unknown ?? [];
    valuesRow.hidden = unknown.length === 0 && !valuesField.value;
    valuesField.placeholder = unknown.length ? unknown.map((name) => `${name} = …`).join('\n') : 'Metrics.rowSpacing = 8';
    textarea.placeholder = current === 'a' ? 'Paste UIKit layout code or a JSON layout spec…' : 'Paste layout B…';
    renderGutter();
    renderStatus();
  };

  const send = (slot, text, format, counts, origin = 'paste', values = '') => {
    if (new TextEncoder().encode(text).length > MAX_TEXT_BYTES) {
      errors[slot] = { line: 1, column: 1, message: `the layout is over ${MAX_TEXT_BYTES / 1024} KiB` };
      render();
      return;
    }
    errors[slot] = null;
    emit(EVENT.input, messages.layout(slot, format, text, counts, origin, format === 'swift' ? values : ''));
  };

  const applyDraft = (format = detectFormat(textarea.value)) => {
    const counts = parseCounts(countsField.value);
    if (typeof counts === 'string') {
      toast(counts, 6000);
      return;
    }
    const values = valuesField.value.trim() ? valuesField.value : '';
    drafts[current] = { text: textarea.value, counts, values };
    send(current, textarea.value, format, counts, 'paste', values);
    render();
  };

  const edited = () => {
    drafts[current] = {
      text: textarea.value,
      counts: drafts[current] ? drafts[current].counts : slots[current]?.counts,
      values: drafts[current] ? drafts[current].values : slots[current]?.values,
    };
    renderGutter();
    renderStatus();
  };

  // The room's layouts: all of them when joining, one slot at a time after. A draft the page wrote itself (the
  // example, a restore once answered) gives way to whatever the room holds; one the user typed stays until it is
  // applied.
  const hold = (layout) => {
    const slot = layout.slot;
    if (slot !== 'a' && slot !== 'b') return;
    slots[slot] = layout;
    errors[slot] = null;
    if (drafts[slot]?.text === layout.text || (drafts[slot]?.auto && !restoring.has(slot))) drafts[slot] = null;
  };
  const same = (one, other) => one?.text === other?.text && one?.format === other?.format
    && String(one?.counts ?? '') === String(other?.counts ?? '') && (one?.values || '') === (other?.values || '');
  const showExampleIfEmpty = () => {
    if (session.scene !== SCENE || slots.a || exampleSent || !session.canDrive) return;
    exampleSent = true;
    drafts.a = { text: EXAMPLE_LAYOUT.text, counts: EXAMPLE_LAYOUT.counts, auto: true };
    send('a', EXAMPLE_LAYOUT.text, EXAMPLE_LAYOUT.format, EXAMPLE_LAYOUT.counts, 'example');
  };
  const sync = () => {
    section.hidden = session.scene !== SCENE;
    showExampleIfEmpty();
    render();
  };
  /** Sends the layouts a reconnection found changed or missing back to the room as restores; an edit this page
   * had not applied stays in the editor. The room's `layout` replies (its own layout when a member set the slot
   * meanwhile) fill the slots as after a paste. Until each is answered (or refused), no example is sent over
   * them: the `welcome` that answers `hello` still shows the room without them. */
  const restore = (lost) => {
    for (const layout of lost) {
      restoring.set(layout.slot, layout);
      drafts[layout.slot] ??= { text: layout.text, counts: layout.counts, values: layout.values, auto: true };
      send(layout.slot, layout.text, layout.format, layout.counts, 'restore', layout.values || '');
    }
  };
  /** A restore the room did not take (a member set the slot meanwhile, or it no longer reads): the copy stays in
   * the editor as an edit of the user's, to apply or to drop, unless the user had typed one there. */
  const keepCopy = (slot) => {
    const copy = restoring.get(slot);
    restoring.delete(slot);
    if (copy && (!drafts[slot] || drafts[slot].auto)) {
      drafts[slot] = { text: copy.text, counts: copy.counts, values: copy.values };
    }
  };
  on(EVENT.socketStatus, (status) => {
    if (status === 'closed') reconnecting = true;
  });
  on(EVENT.serverWelcome, (message) => {
    if (Array.isArray(message.layouts)) {
      // A restore still unanswered when the connection dropped again is this page's copy all the same.
      const held = { a: restoring.get('a') ?? slots.a, b: restoring.get('b') ?? slots.b };
      slots.a = null;
      slots.b = null;
      for (const layout of message.layouts) hold(layout);
      if (reconnecting) {
        const lost = ['a', 'b'].filter((slot) => held[slot] && !same(held[slot], slots[slot]));
        restoring.clear();
        if (session.canDrive) restore(lost.map((slot) => held[slot]));
        for (const slot of ['a', 'b']) if (drafts[slot]?.auto && !restoring.has(slot)) drafts[slot] = null;
      }
      reconnecting = false;
      exampleSent = restoring.has('a');
    }
    sync();
  });
  on(EVENT.sessionState, sync);
  on(EVENT.serverLayout, (message) => {
    const sent = restoring.get(message.slot);
    const slot = String(message.slot).toUpperCase();
    if (sent && same(sent, message)) {
      restoring.delete(message.slot);
      toast(`Reconnected: layout ${slot} restored`);
    } else if (sent) {
      keepCopy(message.slot);
      toast(`Reconnected: the room's layout ${slot} differs from yours, which is in the editor to apply`, 6000);
    }
    hold(message);
    render();
  });
  on(EVENT.serverError, (message) => {
    if (message.type === 'layout') for (const slot of [...restoring.keys()]) keepCopy(slot);
  });
  on(EVENT.serverLayoutError, (message) => {
    if (message.slot !== 'a' && message.slot !== 'b') return;
    keepCopy(message.slot);
    const unknown = Array.isArray(message.unknown) ? message.unknown.map(String) : [];
    errors[message.slot] = { line: message.line, column: message.column, message: message.message, unknown };
    if (message.slot !== current) toast(`Layout ${message.slot.toUpperCase()}: ${message.message}`, 6000);
    render();
    if (message.slot === current) scrollToLine(message.line);
  });

  for (const tab of tabs) {
    tab.addEventListener('click', () => {
      current = tab.dataset.slot;
      render();
    });
  }
  textarea.addEventListener('input', edited);
  textarea.addEventListener('scroll', () => {
    gutter.scrollTop = textarea.scrollTop;
  });
  // A paste goes in at the selection (usually replacing everything) and is applied at once.
  textarea.addEventListener('paste', (event) => {
    const text = event.clipboardData?.getData('text/plain');
    if (typeof text !== 'string') return;
    event.preventDefault();
    const replacesAll = textarea.selectionStart === 0 && textarea.selectionEnd === textarea.value.length;
    textarea.setRangeText(text, textarea.selectionStart, textarea.selectionEnd, 'end');
    edited();
    if (replacesAll) startNewCode();
    applyDraft();
  });
  textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      applyDraft();
    }
  });
  countsField.addEventListener('change', () => {
    if (textarea.value.trim()) applyDraft();
  });
  valuesField.addEventListener('change', () => {
    if (textarea.value.trim()) applyDraft();
  });
  apply.addEventListener('click', () => applyDraft());

  section.addEventListener('dragover', (event) => event.preventDefault());
  section.addEventListener('drop', async (event) => {
    const file = event.dataTransfer?.files?.[0];
    if (!file) return;
    event.preventDefault();
    const extension = file.name.toLowerCase().split('.').pop();
    if (extension !== 'swift' && extension !== 'json') {
      toast('Drop a .swift or .json file', 6000);
      return;
    }
    textarea.value = await file.text();
    edited();
    startNewCode();
    applyDraft(extension);
  });

  copy.addEventListener('click', async () => {
    const held = slots[current];
    const swift = held?.format === 'swift' ? held.text : held?.swift;
    if (!swift) return;
    try {
      await navigator.clipboard.writeText(swift);
      toast(`Copied layout ${current.toUpperCase()} as Swift`);
    } catch {
      printed.textContent = swift;
      printed.hidden = false;
      const range = document.createRange();
      range.selectNodeContents(printed);
      window.getSelection().removeAllRanges();
      window.getSelection().addRange(range);
      toast('Selected: press ⌘C / Ctrl+C to copy');
    }
  });
  render();
}
