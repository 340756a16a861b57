/**
 * The code field as a CodeMirror 5 editor over the page's `<textarea>` (`CodeMirror.fromTextArea`): line numbers,
 * Swift colouring (its `swift` mode; JSON layout specs in its `application/json` mode), the error's line marked
 * in the gutter and its token underlined (`errorSpan`), scrolled into view. It takes the textarea's text and
 * placeholder, and follows its `disabled` (a viewer's page) as read-only. Same shape as `textareaField`, which it
 * replaces for good.
 *
 *   const field = codeMirrorField(CodeMirror, textarea, { edited, pasted, apply });
 */

import { errorSpan } from './error-span.js';

const ERROR_CLASS = 'error';
/** Lines kept visible above and below the error when it is scrolled into view, in pixels. */
const SCROLL_MARGIN = 48;

export function codeMirrorField(CodeMirror, textarea, handlers) {
  const apply = () => handlers.apply();
  const editor = CodeMirror.fromTextArea(textarea, {
    mode: 'swift',
    lineNumbers: true,
    indentUnit: 4,
    // Files dropped on the editor are read by the layout section's own drop handler.
    dragDrop: false,
    readOnly: textarea.disabled ? 'nocursor' : false,
    extraKeys: { 'Ctrl-Enter': apply, 'Cmd-Enter': apply },
  });
  // CodeMirror measures its lines when drawn: a field created in a hidden panel draws again once it has a size.
  new ResizeObserver(() => editor.refresh()).observe(editor.getWrapperElement());
  const followDisabled = () => editor.setOption('readOnly', textarea.disabled ? 'nocursor' : false);
  new MutationObserver(followDisabled).observe(textarea, { attributes: true, attributeFilter: ['disabled'] });
  let marked = null;
  /** The error marked, until the text is replaced (which drops the marks). */
  let shown = null;

  const followFormat = () => {
    const mode = editor.getValue().trimStart().startsWith('{') ? 'application/json' : 'swift';
    if (editor.getOption('mode') !== mode) editor.setOption('mode', mode);
  };

  editor.on('changes', (_, changes) => {
    followFormat();
    if (changes.some((change) => change.origin !== 'setValue')) handlers.edited();
  });
  editor.on('paste', (_, event) => {
    const text = event.clipboardData?.getData('text/plain');
    if (typeof text !== 'string') return;
    event.preventDefault();
    const [from, to] = [editor.getCursor('from'), editor.getCursor('to')];
    const last = editor.lastLine();
    const replacesAll = from.line === 0 && from.ch === 0 && to.line === last && to.ch === editor.getLine(last).length;
    editor.replaceSelection(text, 'end', 'paste');
    handlers.pasted(replacesAll);
  });

  const clearError = () => {
    if (!marked) return;
    marked.span?.clear();
    editor.removeLineClass(marked.line, 'gutter', ERROR_CLASS);
    editor.removeLineClass(marked.line, 'background', ERROR_CLASS);
    marked = null;
  };

  followFormat();
  return {
    get value() {
      return editor.getValue();
    },
    set value(text) {
      if (editor.getValue() === text) return;
      clearError();
      shown = null;
      editor.setValue(text);
    },
    set placeholder(text) {
      editor.setOption('placeholder', text);
    },
    showError(error) {
      if (error === shown) return;
      shown = error;
      clearError();
      if (!error) return;
      const line = Math.min(Math.max(0, error.line - 1), editor.lastLine());
      const span = errorSpan(editor.getLine(line), error.column);
      const handle = editor.addLineClass(line, 'gutter', ERROR_CLASS);
      editor.addLineClass(line, 'background', ERROR_CLASS);
      marked = {
        line: handle,
        span: span && editor.markText({ line, ch: span.from }, { line, ch: span.to }, { className: 'error-span' }),
      };
      editor.scrollIntoView({ from: { line, ch: span?.from ?? 0 }, to: { line, ch: span?.to ?? 0 } }, SCROLL_MARGIN);
    },
  };
}
