/**
 * Loads CodeMirror 5 (https://codemirror.net/5/) from `vendor/codemirror/`, which the server serves from Debian's
 * `libjs-codemirror` (docs/swift-layouts.md, "The editor"). CodeMirror 5 is a UMD script, not an ES module: loaded
 * by a classic `<script>` it defines the global `CodeMirror`, and its modes and add-ons register on that global.
 * So this module injects one `<script>` after another (library first) and a stylesheet, and resolves with the
 * global; when any of them fails to load (the folder is not served) it resolves with null and the page keeps its
 * plain text field.
 *
 *   const CodeMirror = await loadCodeMirror(); // null without it
 */

const BASE = 'vendor/codemirror/';
/** The library, then the Swift mode, the JavaScript mode (it colours JSON layout specs) and the placeholder add-on. */
const SCRIPTS = ['lib/codemirror.js', 'mode/swift/swift.js', 'mode/javascript/javascript.js',
  'addon/display/placeholder.js'];

function load(element) {
  return new Promise((resolve, reject) => {
    element.addEventListener('load', resolve, { once: true });
    element.addEventListener('error', () => reject(new Error(`cannot load ${element.src || element.href}`)),
      { once: true });
    document.head.append(element);
  });
}

function script(path) {
  const element = document.createElement('script');
  element.src = BASE + path;
  element.async = false;
  return load(element);
}

function stylesheet(path) {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.href = BASE + path;
  return load(element);
}

/** The `CodeMirror` global once the library, its modes and its stylesheet have loaded; null if any did not. */
export async function loadCodeMirror() {
  try {
    await Promise.all([stylesheet('lib/codemirror.css'), ...SCRIPTS.map(script)]);
    return window.CodeMirror ?? null;
  } catch {
    return null;
  }
}
