/**
 * "Copy whole scene as Swift" and "Download .swift": the room's scene as one Swift file an iOS app target
 * compiles, with the room's current parameters (and on `your-layout` its layouts A and B). The server writes it
 * (`export` message, docs/export.md), so the page and `transition-lab export` share one generator. The copy is
 * handed to the clipboard while the click's user activation lasts (a `ClipboardItem` whose text arrives later, the
 * form Safari asks for); where the clipboard is unavailable the file is shown and selected for a manual copy.
 *
 *   setupSceneExport({ copy, download, view }, toast);
 */

import { EVENT, on, emit } from '../events.js';
import * as messages from '../protocol/messages.js';

/** How long a request waits for the server's answer, in ms. */
const TIMEOUT_MS = 10000;
/** The server answers one export per connection every 250 ms (`rate-limited` otherwise): a refused request is
 * asked again after this long, up to `RETRIES` times, so a Copy right after a Download still gets its file. */
const RETRY_MS = 300;
const RETRIES = 3;

/** Wires the buttons; `view` is a `<pre>` that shows the file when it cannot be copied. */
export function setupSceneExport({ copy, download, view }, toast) {
  let waiting = [];
  const settle = (outcome) => {
    const callbacks = waiting;
    waiting = [];
    for (const callback of callbacks) callback(outcome);
  };
  on(EVENT.serverExport, (message) => settle({ file: message }));
  on(EVENT.serverError, (message) => {
    if (message.for === 'export') settle({ error: message.message || message.code, code: message.code });
  });

  /** One `export` answer: `{ name, text, scene }`, or the refusal as `{ error, code }`. */
  const ask = () => new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ error: 'the server did not answer' }), TIMEOUT_MS);
    waiting.push((outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    });
    emit(EVENT.send, messages.exportScene());
  });

  /** The room's scene as a file, asked again while the server says it is too soon. */
  const request = async () => {
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await ask();
      if (outcome.file) return outcome.file;
      if (outcome.code !== 'rate-limited' || attempt === RETRIES) throw new Error(outcome.error);
      await new Promise((resume) => setTimeout(resume, RETRY_MS));
    }
  };

  const show = (file) => {
    view.textContent = file.text;
    view.hidden = false;
  };

  copy.addEventListener('click', async () => {
    const file = request();
    file.catch(() => {});
    try {
      if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
        const blob = file.then((f) => new Blob([f.text], { type: 'text/plain' }));
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      } else {
        await navigator.clipboard.writeText((await file).text);
      }
      const { name } = await file;
      view.textContent = (await file).text;
      toast(`Copied ${name}`);
    } catch (error) {
      let answer;
      try {
        answer = await file;
      } catch (failure) {
        toast(`Export failed: ${failure.message}`, 6000);
        return;
      }
      show(answer);
      const range = document.createRange();
      range.selectNodeContents(view);
      window.getSelection().removeAllRanges();
      window.getSelection().addRange(range);
      toast('Selected: press ⌘C / Ctrl+C to copy');
    }
  });

  download.addEventListener('click', async () => {
    let file;
    try {
      file = await request();
    } catch (failure) {
      toast(`Export failed: ${failure.message}`, 6000);
      return;
    }
    view.textContent = file.text;
    const url = URL.createObjectURL(new Blob([file.text], { type: 'text/x-swift' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), TIMEOUT_MS);
    toast(`Downloaded ${file.name}`);
  });
}
