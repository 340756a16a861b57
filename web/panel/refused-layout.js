/**
 * A note on the device while the room has refused a pasted layout: the phone keeps drawing the layout it showed
 * before, and says so, until that slot's next paste (the editor shows the reason at its line).
 *
 *   setupRefusedLayoutNote(stageElement);
 */

import { EVENT, on } from '../events.js';
import { layout } from '../geometry.js';

/** Top of the note, in points below the screen's top edge (under the status bar). */
const TOP_POINTS = 64;

/** Shows which slots' pastes the room refused over the device, until each is applied. */
export function setupRefusedLayoutNote(stage) {
  const note = document.createElement('p');
  note.className = 'refused-layout';
  note.id = 'refused-layout';
  note.setAttribute('role', 'status');
  note.hidden = true;
  stage.append(note);
  const refused = new Set();
  const place = () => {
    note.style.left = `${layout.originX + (layout.viewport.width * layout.scale) / 2}px`;
    note.style.top = `${layout.originY + TOP_POINTS * layout.scale}px`;
    note.style.maxWidth = `${layout.viewport.width * layout.scale - 16}px`;
  };
  const render = () => {
    note.hidden = refused.size === 0;
    if (note.hidden) return;
    const slots = [...refused].sort().map((slot) => slot.toUpperCase()).join(' and ');
    note.textContent = `Layout ${slots} not applied (see the editor): still showing the previous layout`;
    place();
  };
  on(EVENT.serverLayoutError, (message) => {
    refused.add(String(message.slot));
    render();
  });
  // A new paste for the slot, or the room's next layout in it, ends the refusal.
  on(EVENT.input, (message) => {
    if (message?.type !== 'layout') return;
    refused.delete(String(message.slot));
    render();
  });
  on(EVENT.serverLayout, (message) => {
    refused.delete(String(message.slot));
    render();
  });
  on(EVENT.sessionWelcome, () => {
    refused.clear();
    render();
  });
  on(EVENT.layout, place);
}
