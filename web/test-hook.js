/**
 * `window.transitionLab`: the stable hook tests and debugging read. Its names never change:
 * `ready` (true once the first frame is drawn), `scene` (name), `state` (the server's latest scene state
 * summary, e.g. `columns`), `params` (current values), `stats` (the overlay's numbers), `shareLink` (the lab link
 * Share copied last, after the server saved the lab; null before) and `layouts` (`{ a, b }`: each slot's
 * `{ text, kind, counts, values }`, or null).
 *
 *   installTestHook(session, stats); // then, in DevTools: transitionLab.state.columns
 */

import { EVENT, on } from './events.js';
import { roomLayouts, savedLabLink } from './panel/saved-labs.js';

/** Defines `window.transitionLab` over the live session and stats. */
export function installTestHook(session, snapshotStats) {
  let ready = false;
  on(EVENT.drawn, () => {
    ready = true;
  });
  const hook = {};
  Object.defineProperties(hook, {
    ready: { enumerable: true, get: () => ready },
    scene: { enumerable: true, get: () => session.scene },
    state: { enumerable: true, get: () => ({ ...session.sceneState }) },
    params: { enumerable: true, get: () => ({ ...session.params }) },
    stats: { enumerable: true, get: () => snapshotStats() },
    shareLink: { enumerable: true, get: () => savedLabLink() },
    layouts: { enumerable: true, get: () => roomLayouts() },
  });
  Object.freeze(hook);
  window.transitionLab = hook;
}
