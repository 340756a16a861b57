/**
 * The stretch of a line the layout reader's error points at. The server's `layoutError` gives the 1-based line and
 * column where the offending code starts (docs/protocol.md); the editor underlines the token that starts there: a
 * name with its dots (`Metrics.rowSpacing`, `.fractionalWidthOf`), a number, a string literal, else one character.
 *
 *   errorSpan('    section.interGroupSpacing = Metrics.rowSpacing', 33); // → { from: 32, to: 50 }
 */

const TOKEN = /^(?:\.?[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*|\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*"?)/;

/** `{ from, to }`, 0-based columns of `lineText` to underline; null when `column` lies past the line's end. */
export function errorSpan(lineText, column) {
  const from = Math.max(0, Math.floor(column) - 1);
  if (!(from < lineText.length)) return null;
  const token = TOKEN.exec(lineText.slice(from));
  return { from, to: from + (token ? token[0].length : 1) };
}
