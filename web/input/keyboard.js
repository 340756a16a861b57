/**
 * Keyboard shortcuts: Space pause, S slow motion, → single step, R record, ? help. They become `command`
 * events for the panel; a few navigation keys (Escape, Enter, arrows) go to the scene as `key` input.
 * Keys typed into form fields are left alone.
 *
 *   setupKeyboard(); on('command', (name) => ...); // 'pause' | 'slow' | 'step' | 'record' | 'help'
 */

import { emit } from '../events.js';
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

function isTextEntry(target) {
  if (!(target instanceof Element)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** Starts listening for shortcuts on the whole page. */
export function setupKeyboard() {
  window.addEventListener('keydown', (event) => {
    if (event.metaKey || event.ctrlKey || event.altKey || (event.repeat && event.key !== 'ArrowRight')) return;
    if (isTextEntry(event.target)) return;
    const onButton = event.target instanceof Element && ['BUTTON', 'A'].includes(event.target.tagName);
    if (onButton && (event.key === ' ' || event.key === 'Enter')) return;
    const command = COMMANDS.get(event.key);
    if (command) {
      event.preventDefault();
      emit('command', command);
    } else if (SCENE_KEYS.has(event.key)) {
      if (event.key === 'Escape') emit('command', 'escape');
      emit('input', messages.key(event.key));
    }
  });
}
