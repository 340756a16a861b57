/**
 * "Copy UIKit" / "Copy SwiftUI" / "Copy CASpringAnimation": the server's snippets for the current
 * parameters (`code` messages), shown in a `<pre>` and copied to the clipboard; where the clipboard is
 * unavailable (plain http on another host) the snippet is selected for a manual copy.
 *
 *   setupCodeExport(document.querySelectorAll('[data-copy]'), snippetElement, toast);
 */

import { EVENT, on } from '../events.js';
import { belongsToScene } from './spring-graph.js';

const ALIASES = {
  uikit: ['uikit'],
  swiftui: ['swiftui'],
  caspring: ['caspringanimation', 'caspring', 'coreanimation'],
};
let snippets = {};
let shown = 'uikit';

/** `{ uikit, swiftui, caspring }` from a `code` message's `snippets`, whatever the casing of its keys. */
export function normalizeSnippets(message) {
  const lower = Object.fromEntries(Object.entries(message.snippets || {}).map(([k, v]) => [k.toLowerCase(), v]));
  const result = {};
  for (const [name, keys] of Object.entries(ALIASES)) {
    const key = keys.find((k) => typeof lower[k] === 'string');
    if (key) result[name] = lower[key];
  }
  return result;
}

function select(element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Wires the copy buttons to the snippet view. */
export function setupCodeExport(buttons, pre, toast) {
  const show = () => {
    pre.textContent = snippets[shown] ?? '';
    for (const button of buttons) {
      button.disabled = !snippets[button.dataset.copy];
      button.setAttribute('aria-pressed', String(button.dataset.copy === shown));
    }
  };
  let title = '';
  on(EVENT.code, (message) => {
    title = message.title;
    snippets = normalizeSnippets(message);
    show();
  });
  on(EVENT.sessionWelcome, (session) => {
    if (belongsToScene(title, session.schema)) return;
    snippets = {};
    show();
  });
  for (const button of buttons) {
    button.addEventListener('click', async () => {
      shown = button.dataset.copy;
      show();
      const text = snippets[shown];
      if (!text) return;
      try {
        await navigator.clipboard.writeText(text);
        toast(`Copied ${button.textContent.replace('Copy ', '')} code`);
      } catch {
        select(pre);
        toast('Selected: press ⌘C / Ctrl+C to copy');
      }
    });
  }
  show();
}
