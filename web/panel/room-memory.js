/**
 * What this tab last saw of its room, kept in `sessionStorage`: the setup (scene, viewport, changed parameters) and
 * layouts A and B. `sessionStorage` belongs to one tab, so a reload of that tab finds it and a new visitor never
 * does. When the reloaded tab joins its room alone and finds it fresh (the room emptied and was dropped), it puts
 * the room back: the setup through the share link's restore, the layouts as `restore` messages (docs/protocol.md,
 * "Restores": a restore applies only while no member has set the slot, so it never undoes anyone's paste).
 *
 *   const remembered = rememberedSetup(room); rememberSetup(room, setup); setupRoomMemory(room, session);
 */

import { EVENT, on, emit } from '../events.js';
import * as messages from '../protocol/messages.js';
import { layoutsToRestore } from '../session/room-restore.js';

const key = (room, part) => `transitionLab.room.${room}.${part}`;

function read(room, part) {
  try {
    return JSON.parse(sessionStorage.getItem(key(room, part)) ?? 'null');
  } catch {
    return null;
  }
}

function write(room, part, value) {
  try {
    sessionStorage.setItem(key(room, part), JSON.stringify(value));
  } catch {
    // Storage off or full: a reload starts from the room as the server has it.
  }
}

/** The setup `{ scene, viewport, params }` this tab last saw in `room`, or null. */
export function rememberedSetup(room) {
  const setup = read(room, 'setup');
  return setup && typeof setup.scene === 'string' && setup.viewport && setup.params ? setup : null;
}

/** Keeps `setup` as this tab's last view of `room`. */
export function rememberSetup(room, setup) {
  write(room, 'setup', setup);
}

/** Keeps the room's layouts as they arrive, and restores them once into the room this tab joins alone and empty. */
export function setupRoomMemory(room, session) {
  const layouts = read(room, 'layouts') ?? {};
  let joined = false;
  const keep = (layout) => {
    if (layout.slot !== 'a' && layout.slot !== 'b' || typeof layout.text !== 'string') return;
    layouts[layout.slot] = {
      slot: layout.slot, format: layout.format, text: layout.text, counts: layout.counts ?? null,
      values: typeof layout.values === 'string' ? layout.values : '',
    };
  };
  on(EVENT.serverWelcome, (message) => {
    if (!Array.isArray(message.layouts)) return;
    const lost = layoutsToRestore({
      first: !joined, alone: (message.presenceCount ?? 1) <= 1, roomLayouts: message.layouts, remembered: layouts,
      canDrive: session.canDrive,
    });
    joined = true;
    for (const layout of lost) {
      emit(EVENT.input,
        messages.layout(layout.slot, layout.format, layout.text, layout.counts, 'restore', layout.values ?? ''));
    }
    if (lost.length) return; // the room's `layout` answers keep them
    for (const slot of ['a', 'b']) delete layouts[slot];
    for (const layout of message.layouts) keep(layout);
    write(room, 'layouts', layouts);
  });
  on(EVENT.serverLayout, (message) => {
    keep(message);
    write(room, 'layouts', layouts);
  });
}
