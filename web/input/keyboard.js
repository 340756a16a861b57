/**
 * Keyboard shortcuts: Space pause, S slow motion, → single step, R record, ? help. They become `command`
 * events for the panel; a few navigation keys (Escape, Enter, arrows) go to the scene as `key` input.
 * Text fields (and number fields) keep every key; a slider, switch, picker or button keeps only the keys
 * it uses (a slider its arrows, a switch Space…), so shortcuts still work after touching a control.
 *
 *   setupKeyboard(); on(EVENT.command, (name) => ...); // 'pause' | 'slow' | 'step' | 'record' | 'help'
 */

import { EVENT, emit } from '../events.js';
import * as messages from '../protocol/messages.js';

const COMMANDS = new Map([
  [' ', 'pause'],
  ['s', 'slow'],
  ['S', 'slow'],
  ['ArrowRight', 'step'],
  ['r', 'record'],
  ['R', 'record'],
  ['?', 'help'],
]);
const SCENE_KEYS = new Set(['Escape', 'Enter', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Backspace']);

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
const PAGING = ['Home', 'End', 'PageUp', 'PageDown'];
/** The keys a focused control uses itself, by kind; text entry uses them all. */
const CONTROL_KEYS = {
  range: new Set([...ARROWS, ...PAGING]),
  toggle: new Set([' ']),
  select: new Set([...ARROWS, ...PAGING, 'Enter']),
  button: new Set([' ', 'Enter']),
  link: new Set(['Enter']),
};

function controlKind(target) {
  if (!(target instanceof Element)) return null;
  if (target.isContentEditable || target.tagName === 'TEXTAREA') return 'text';
  if (target.tagName === 'SELECT') return 'select';
  if (target.tagName === 'BUTTON' || target.tagName === 'SUMMARY') return 'button';
  if (target.tagName === 'A') return 'link';
  if (target.tagName !== 'INPUT') return null;
  const type = target.type;
  if (type === 'range') return 'range';
  if (type === 'checkbox' || type === 'radio') return 'toggle';
  if (['button', 'submit', 'reset', 'image', 'color', 'file'].includes(type)) return 'button';
  return 'text'; // text, number, search, email, …
}

/** Whether the focused element handles `key` itself (so it is no shortcut). */
function controlUses(target, key) {
  const kind = controlKind(target);
  if (!kind) return false;
  return kind === 'text' || CONTROL_KEYS[kind].has(key);
}

/** Starts listening for shortcuts on the whole page. */
export function setupKeyboard() {
  window.addEventListener('keydown', (event) => {
    if (event.metaKey || event.ctrlKey || event.altKey || (event.repeat && event.key !== 'ArrowRight')) return;
    if (controlUses(event.target, event.key)) return;
    const command = COMMANDS.get(event.key);
    if (command) {
      event.preventDefault();
      emit(EVENT.command, command);
    } else if (SCENE_KEYS.has(event.key)) {
      if (event.key === 'Escape') emit(EVENT.command, 'escape');
      emit(EVENT.input, messages.key(event.key));
    }
  });
}
