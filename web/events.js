/**
 * A tiny event bus: the page's modules talk through it instead of through each other's internals
 * (input never draws, the renderer never sends; both reach protocol/ through here).
 *
 *   import { on, emit } from './events.js';
 *   on('frame', (frame) => draw(frame));
 *   emit('frame', decoded);
 */

const listeners = new Map();

/** Calls `callback(...args)` whenever `name` is emitted. */
export function on(name, callback) {
  if (!listeners.has(name)) listeners.set(name, []);
  listeners.get(name).push(callback);
}

/** Stops calling `callback` for `name`. */
export function off(name, callback) {
  const list = listeners.get(name);
  if (!list) return;
  const index = list.indexOf(callback);
  if (index >= 0) list.splice(index, 1);
}

/** Calls every listener of `name` with `args`, in subscription order. */
export function emit(name, ...args) {
  const list = listeners.get(name);
  if (!list) return;
  for (const callback of list.slice()) callback(...args);
}
