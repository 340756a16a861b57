/**
 * The code field as a plain `<textarea>` beside a `<pre>` gutter of line numbers: what the page shows until
 * CodeMirror loads, and for good when it does not. The error's line number is marked in the gutter and scrolled
 * into view.
 *
 * Every code field has the same shape: `value`, `placeholder`, `showError(error)` (`{ line, column }` or null: a new
 * error is scrolled into view); it calls `handlers.edited()` after the user changes the text,
 * `handlers.pasted(replacesAll)` after a paste went in (after `edited`), and `handlers.apply()` for ⌘/Ctrl+Enter.
 *
 * `dispose()` hands the textarea over to another field.
 *
 *   const field = textareaField(textarea, gutter, { edited, pasted, apply });
 */

export function textareaField(textarea, gutter, handlers) {
  const listening = new AbortController();
  const { signal } = listening;
  let errorLine = null;
  let shown = null;

  const renderGutter = () => {
    const lines = textarea.value.split('\n').length;
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

  /** Scrolls the code so that `line` is in view, a few lines below the top. */
  const scrollToLine = (line) => {
    const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 16;
    const top = (line - 1) * lineHeight;
    if (top < textarea.scrollTop || top + lineHeight > textarea.scrollTop + textarea.clientHeight) {
      textarea.scrollTop = Math.max(0, top - 2 * lineHeight);
    }
    gutter.scrollTop = textarea.scrollTop;
  };

  textarea.addEventListener('input', () => {
    renderGutter();
    handlers.edited();
  }, { signal });
  textarea.addEventListener('scroll', () => {
    gutter.scrollTop = textarea.scrollTop;
  }, { signal });
  // A paste goes in at the selection (usually replacing everything).
  textarea.addEventListener('paste', (event) => {
    const text = event.clipboardData?.getData('text/plain');
    if (typeof text !== 'string') return;
    event.preventDefault();
    const replacesAll = textarea.selectionStart === 0 && textarea.selectionEnd === textarea.value.length;
    textarea.setRangeText(text, textarea.selectionStart, textarea.selectionEnd, 'end');
    renderGutter();
    handlers.edited();
    handlers.pasted(replacesAll);
  }, { signal });
  textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      handlers.apply();
    }
  }, { signal });
  gutter.hidden = false;

  return {
    get value() {
      return textarea.value;
    },
    set value(text) {
      if (textarea.value !== text) textarea.value = text;
      renderGutter();
    },
    set placeholder(text) {
      textarea.placeholder = text;
    },
    showError(error) {
      if (error === shown) return;
      shown = error;
      errorLine = error?.line ?? null;
      renderGutter();
      if (error) scrollToLine(error.line);
    },
    dispose() {
      listening.abort();
      gutter.hidden = true;
    },
  };
}
