/**
 * The "Your layout" editor, shown while the room plays `your-layout`: tabs for layouts A and B, the code field
 * (CodeMirror when it loads, else a textarea with line numbers), item counts per section, and "Copy as Swift".
 * Pasting or dropping a .swift or .json file applies it at once (so does Apply, or ⌘/Ctrl+Enter) with the code's
 * own item counts; the server reads it and the whole room sees it in its next frame. A source that does not read
 * comes back as an error at its line, marked and scrolled into view, and the room keeps its last good layout. An
 * error listing names the code reads but does not define shows the values field, where `Name = value` lines supply
 * them; they travel with the code. The sources arrive with `welcome` and `layout` messages, so every member's
 * editor shows them; text only ever reaches the page through the field's value and `textContent`. After a
 * reconnection the layouts the room lost go back to it as restores (`LayoutRestore`).
 *
 *   setupLayoutEditor(document.querySelector('#layout-section'), session, toast);
 */

import { EVENT, on, emit } from '../events.js';
import * as messages from '../protocol/messages.js';
import { LayoutRestore } from '../session/layout-restore.js';
import { loadCodeMirror } from '../editor/load-code-mirror.js';
import { textareaField } from '../editor/textarea-field.js';
import { codeMirrorField } from '../editor/code-mirror-field.js';
import { EXAMPLE_LAYOUT } from './layout-example.js';
import { LayoutSlots, SLOT_NAMES } from './layout-slots.js';

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

/** Wires the editor inside `section`, for `session`'s room. */
export function setupLayoutEditor(section, session, toast) {
  const $ = (selector) => section.querySelector(selector);
  const editor = {
    section,
    session,
    toast,
    view: {
      tabs: [...section.querySelectorAll('[role="tab"]')],
      textarea: $('#layout-text'),
      gutter: $('#layout-gutter'),
      counts: $('#layout-counts'),
      values: $('#layout-values'),
      valuesRow: $('#layout-values-row'),
      status: $('#layout-status'),
      notes: $('#layout-notes'),
      copy: $('#layout-copy'),
      apply: $('#layout-apply'),
      printed: $('#layout-swift'),
    },
    slots: new LayoutSlots(),
    restore: new LayoutRestore(),
    field: null,
    exampleSent: false,
  };
  const handlers = {
    edited: () => {
      editor.slots.edit(editor.field.value);
      renderStatus(editor);
    },
    pasted: (replacesAll) => {
      if (replacesAll) startNewCode(editor);
      applyDraft(editor);
    },
    apply: () => applyDraft(editor),
  };
  editor.field = textareaField(editor.view.textarea, editor.view.gutter, handlers);
  section.dataset.editor = 'loading';
  loadCodeMirror().then((CodeMirror) => {
    if (CodeMirror) {
      editor.field.dispose();
      editor.field = codeMirrorField(CodeMirror, editor.view.textarea, handlers);
      render(editor);
    }
    section.dataset.editor = CodeMirror ? 'codemirror' : 'plain';
  });
  followRoom(editor);
  wireControls(editor);
  render(editor);
}

function render(editor) {
  const { view, slots, field } = editor;
  const slot = slots.current;
  view.printed.hidden = true;
  for (const tab of view.tabs) tab.setAttribute('aria-selected', String(tab.dataset.slot === slot));
  field.value = slots.text(slot);
  field.placeholder = slot === 'a' ? 'Paste UIKit layout code or a JSON layout spec…' : 'Paste layout B…';
  const counts = slots.counts(slot);
  view.counts.value = Array.isArray(counts) ? counts.join(', ') : '';
  view.values.value = slots.values(slot) ?? '';
  const unknown = slots.errors[slot]?.unknown ?? [];
  view.valuesRow.hidden = unknown.length === 0 && !view.values.value;
  view.values.placeholder = unknown.length
    ? unknown.map((name) => `${name} = …`).join('\n')
    : 'Metrics.rowSpacing = 8';
  field.showError(slots.errors[slot]);
  renderStatus(editor);
}

function renderStatus({ view, slots }) {
  const slot = slots.current;
  const error = slots.errors[slot];
  const held = slots.room[slot];
  view.status.classList.toggle('error', Boolean(error));
  if (error) {
    view.status.textContent = `Line ${error.line}, column ${error.column}: ${error.message}`;
  } else if (slots.drafts[slot]) {
    view.status.textContent = 'Edited: press Apply (⌘/Ctrl+Enter) to show it.';
  } else if (held) {
    const kind = held.format === 'json' ? 'layout spec' : 'Swift';
    const through = slots.transitionLayout();
    const pinch = through
      ? ` The pinch between A and B runs through ${through.name} (from ${through.slot.toUpperCase()}'s paste).`
      : '';
    view.status.textContent = `Showing layout ${slot.toUpperCase()} (${kind}).${pinch}`;
  } else {
    view.status.textContent = slot === 'a'
      ? 'Showing the built-in layout: paste yours here.'
      : 'Paste a second layout here, then pinch the screen to go between A and B.';
  }
  view.notes.replaceChildren(...slots.notes(slot).map((note) => {
    const item = document.createElement('li');
    item.textContent = note;
    return item;
  }));
  view.copy.disabled = !slots.swift(slot);
}

/** New code starts from its own sections and item counts, not those typed for the previous layout. */
function startNewCode(editor) {
  editor.view.counts.value = '';
  editor.slots.forgetCounts();
}

function send(editor, { slot, text, format, counts, values = '' }, origin) {
  if (new TextEncoder().encode(text).length > MAX_TEXT_BYTES) {
    editor.slots.errors[slot] = { line: 1, column: 1, message: `the layout is over ${MAX_TEXT_BYTES / 1024} KiB` };
    render(editor);
    return;
  }
  editor.slots.errors[slot] = null;
  emit(EVENT.input, messages.layout(slot, format, text, counts, origin, format === 'swift' ? values : ''));
}

function applyDraft(editor, format) {
  const { view, slots, field } = editor;
  const counts = parseCounts(view.counts.value);
  if (typeof counts === 'string') {
    editor.toast(counts, 6000);
    return;
  }
  const text = field.value;
  const values = view.values.value.trim() ? view.values.value : '';
  slots.drafts[slots.current] = { text, counts, values };
  send(editor, { slot: slots.current, text, format: format ?? detectFormat(text), counts, values }, 'paste');
  render(editor);
}

/** Fills an empty room's layout A with the example, once. */
function showExampleIfEmpty(editor) {
  const { session } = editor;
  if (session.scene !== SCENE || editor.slots.room.a || editor.exampleSent || !session.canDrive) return;
  editor.exampleSent = true;
  const example = { ...EXAMPLE_LAYOUT, slot: 'a' };
  editor.slots.offer(example, { auto: true });
  send(editor, example, 'example');
}

/** A restore the room did not take: its copy stays in the editor as an edit of the user's, to apply or to drop. */
function keepCopy(editor, copy) {
  if (copy) editor.slots.offer(copy);
}

/** The room's messages: its layouts, the answers to this page's pastes and restores, and the session. */
function followRoom(editor) {
  const { slots, restore, toast, session } = editor;
  const isPending = (slot) => restore.isPending(slot);
  const sync = () => {
    editor.section.hidden = session.scene !== SCENE;
    showExampleIfEmpty(editor);
    render(editor);
  };
  on(EVENT.socketStatus, (status) => {
    if (status === 'closed') restore.connectionClosed();
  });
  on(EVENT.serverWelcome, (message) => {
    if (Array.isArray(message.layouts)) {
      // A restore still unanswered when the connection dropped again is this page's copy all the same.
      const held = Object.fromEntries(SLOT_NAMES.map((slot) => [slot, restore.copyOf(slot, slots.room[slot])]));
      slots.holdAll(message.layouts, isPending);
      // The `welcome` that answers `hello` shows the room without the restores: no example goes over them.
      for (const layout of restore.welcome(held, slots.room, session.canDrive)) {
        slots.offer(layout, { auto: true });
        send(editor, layout, 'restore');
      }
      slots.dropAutoDrafts(isPending);
      editor.exampleSent = restore.isPending('a');
    }
    sync();
  });
  on(EVENT.sessionState, sync);
  on(EVENT.serverLayout, (message) => {
    const slot = String(message.slot).toUpperCase();
    const outcome = restore.answered(message);
    if (outcome === 'restored') toast(`Reconnected: layout ${slot} restored`);
    if (outcome === 'differs') {
      keepCopy(editor, restore.refused(message.slot));
      toast(`Reconnected: the room's layout ${slot} differs from yours, which is in the editor to apply`, 6000);
    }
    slots.hold(message, isPending);
    render(editor);
  });
  on(EVENT.serverError, (message) => {
    if (message.type === 'layout') for (const copy of restore.refuseAll()) keepCopy(editor, copy);
  });
  on(EVENT.serverLayoutError, (message) => {
    if (!SLOT_NAMES.includes(message.slot)) return;
    keepCopy(editor, restore.refused(message.slot));
    const unknown = Array.isArray(message.unknown) ? message.unknown.map(String) : [];
    slots.errors[message.slot] = { line: message.line, column: message.column, message: message.message, unknown };
    if (message.slot !== slots.current) toast(`Layout ${message.slot.toUpperCase()}: ${message.message}`, 6000);
    render(editor);
  });
}

/** The tabs, the counts and values fields, Apply, a dropped file and "Copy as Swift". */
function wireControls(editor) {
  const { view, slots } = editor;
  for (const tab of view.tabs) {
    tab.addEventListener('click', () => {
      slots.current = tab.dataset.slot;
      render(editor);
    });
  }
  const applyIfAny = () => {
    if (editor.field.value.trim()) applyDraft(editor);
  };
  view.counts.addEventListener('change', applyIfAny);
  view.values.addEventListener('change', applyIfAny);
  view.apply.addEventListener('click', () => applyDraft(editor));

  editor.section.addEventListener('dragover', (event) => event.preventDefault());
  editor.section.addEventListener('drop', async (event) => {
    const file = event.dataTransfer?.files?.[0];
    if (!file) return;
    event.preventDefault();
    const extension = file.name.toLowerCase().split('.').pop();
    if (extension !== 'swift' && extension !== 'json') {
      editor.toast('Drop a .swift or .json file', 6000);
      return;
    }
    editor.field.value = await file.text();
    slots.edit(editor.field.value);
    startNewCode(editor);
    applyDraft(editor, extension);
  });
  view.copy.addEventListener('click', () => copySwift(editor));
}

/** Copies the shown layout as Swift, or selects it for ⌘C / Ctrl+C where the clipboard is not allowed. */
async function copySwift({ view, slots, toast }) {
  const swift = slots.swift(slots.current);
  if (!swift) return;
  try {
    await navigator.clipboard.writeText(swift);
    toast(`Copied layout ${slots.current.toUpperCase()} as Swift`);
  } catch {
    view.printed.textContent = swift;
    view.printed.hidden = false;
    const range = document.createRange();
    range.selectNodeContents(view.printed);
    window.getSelection().removeAllRanges();
    window.getSelection().addRange(range);
    toast('Selected: press ⌘C / Ctrl+C to copy');
  }
}
