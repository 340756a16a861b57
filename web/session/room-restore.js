/**
 * When a page puts a room back after a reconnection or a reload (docs/protocol.md, "Restores"), as decisions on
 * values without the page: a room that looks freshly made (the server restarted, or the room emptied and was
 * dropped) gets back the setup (scene, viewport, changed parameters) and the layouts this tab last saw, but only
 * from a page that may drive, and a reloaded tab only into a room nobody else is in.
 *
 *   if (mayRestoreSetup({ ... })) pending = { ...remembered, restored: true };
 *   for (const layout of layoutsToRestore({ ... })) send(layout);
 */

/** The viewport a fresh room starts with (`ServerConfiguration.roomViewport` on the server). */
export const FRESH_VIEWPORT = { width: 390, height: 844 };

/** The parameters of `schema` whose value in `params` differs from their default, key → value. */
export function changedParams(schema, params) {
  const changed = {};
  for (const descriptor of schema) {
    const value = params[descriptor.key];
    if (typeof value === 'number' && Math.abs(value - descriptor.defaultValue) > 1e-9) changed[descriptor.key] = value;
  }
  return changed;
}

/** Whether a room showing `scene` with `changed` parameters looks freshly made: a scene a new room shows and every
 * parameter at its default. */
export function isFreshRoom(scene, changed, freshScenes) {
  return freshScenes.has(scene) && Object.keys(changed).length === 0;
}

/** Whether the remembered `setup` differs from a fresh room showing `scene`. */
export function differsFromFreshRoom(setup, scene) {
  const { width, height } = setup.viewport;
  return setup.scene !== scene || Object.keys(setup.params).length > 0
    || Math.round(width) !== FRESH_VIEWPORT.width || Math.round(height) !== FRESH_VIEWPORT.height;
}

/** Whether a page that just joined puts its remembered setup back: nothing else pending, a page that may drive, a
 * fresh room it would change, and for a reload, nobody else there. */
export function mayRestoreSetup({ remembered, pending, canDrive, fresh, scene, reloading, othersPresent }) {
  return Boolean(!pending && remembered && canDrive && fresh && differsFromFreshRoom(remembered, scene)
    && !(reloading && othersPresent));
}

/** The remembered layouts a tab's first `welcome` puts back: all of them when it joined alone a room without
 * layouts and may drive; else none. */
export function layoutsToRestore({ first, alone, roomLayouts, remembered, canDrive }) {
  return first && alone && roomLayouts.length === 0 && canDrive ? Object.values(remembered) : [];
}
