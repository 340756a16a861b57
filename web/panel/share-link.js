/**
 * Share links: `?room=NAME&scene=photo-grid&viewport=390x844&p.columns=4…` reproduces a setup. The page
 * reads its own URL once (room, token, name, role, scene, viewport, parameters), applies scene, viewport
 * and parameters after joining, and builds links from the live session. The control token is never put
 * into a share link.
 *
 * A link applies its setup only to a room nobody else is in: in a busy room it would switch the presenter's
 * scene under them, so the page keeps the room as it is and offers to apply the link on purpose. Values the
 * page cannot show (an unknown scene, a viewport no device has, a room name over the server's 64-character
 * limit) are answered with a toast naming what is shown instead (`setup.problems`).
 *
 * The page also remembers the room's setup as it goes. When a reconnection lands in a fresh room (the
 * server restarted, or the room emptied and was dropped: its scene and parameters are at their defaults),
 * a page that may drive applies the remembered setup the same way, so a restart does not lose the demo.
 *
 *   const setup = readSetup(location.search); setupShareLink(elements, setup, toast);
 */

import { on, emit } from '../events.js';
import * as messages from '../protocol/messages.js';
import { session } from '../session.js';
import { layout } from '../renderer/canvas.js';

const PARAM_PREFIX = 'p.';
/** The server's longest room name (`ClientMessage.maxStringLength`). */
const MAX_ROOM_LENGTH = 64;
/** Viewport sides a device can have, in points (an iPhone SE's 320 up to a 13" iPad's 1366). */
const VIEWPORT_SIDES = [300, 1400];

const quote = (text) => `“${text.length > 24 ? `${text.slice(0, 24)}…` : text}”`;

/** The setup a URL asks for, and `problems`: one sentence per value that cannot be used as given. */
export function readSetup(search) {
  const query = new URLSearchParams(search);
  const problems = [];
  const params = {};
  for (const [key, value] of query) {
    if (key.startsWith(PARAM_PREFIX) && value !== '' && Number.isFinite(Number(value))) {
      params[key.slice(PARAM_PREFIX.length)] = Number(value);
    }
  }
  const askedViewport = query.get('viewport') || '';
  const match = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(askedViewport);
  let viewport = match ? { width: Number(match[1]), height: Number(match[2]) } : null;
  const [smallest, largest] = VIEWPORT_SIDES;
  if (viewport && [viewport.width, viewport.height].some((side) => side < smallest || side > largest)) viewport = null;
  if (askedViewport && !viewport) {
    problems.push(`Viewport ${quote(askedViewport)} is not a device size (${smallest}–${largest} pt a side): `
      + 'showing the room’s device.');
  }
  let room = query.get('room') || 'default';
  if ([...room].length > MAX_ROOM_LENGTH) {
    problems.push(`Room names are at most ${MAX_ROOM_LENGTH} characters: joined room “default” instead.`);
    room = 'default';
  }
  return {
    room,
    problems,
    token: query.get('token') || '',
    name: query.get('name') || '',
    role: query.get('role') === 'viewer' ? 'viewer' : 'driver',
    scene: query.get('scene') || '',
    viewport,
    params,
  };
}

/** The link that reproduces the room's current setup. */
export function shareLink(location = window.location) {
  const query = new URLSearchParams();
  query.set('room', session.room);
  if (session.scene) query.set('scene', session.scene);
  query.set('viewport', `${Math.round(layout.viewport.width)}x${Math.round(layout.viewport.height)}`);
  for (const [key, value] of Object.entries(changedParams())) {
    query.set(`${PARAM_PREFIX}${key}`, String(Number(value.toPrecision(6))));
  }
  return `${location.origin}${location.pathname}?${query}`;
}

/** The room's parameters that differ from their defaults, key → value. */
function changedParams() {
  const changed = {};
  for (const descriptor of session.schema) {
    const value = session.params[descriptor.key];
    if (typeof value === 'number' && Math.abs(value - descriptor.defaultValue) > 1e-9) changed[descriptor.key] = value;
  }
  return changed;
}

/** The viewport a fresh room starts with (Room.defaultViewport on the server). */
const DEFAULT_VIEWPORT = { width: 390, height: 844 };

/** Whether the room looks freshly made: every parameter at its default and a scene a new room shows. */
function isFreshRoom(freshScenes) {
  return freshScenes.has(session.scene) && Object.keys(changedParams()).length === 0;
}

/** Whether `setup` (a remembered one) differs from what the room shows now. */
function differsFromRoom(setup) {
  const { width, height } = setup.viewport;
  return setup.scene !== session.scene
    || Object.keys(setup.params).length > 0
    || Math.round(width) !== DEFAULT_VIEWPORT.width || Math.round(height) !== DEFAULT_VIEWPORT.height;
}

/** The `suggest` message that proposes `setup` to the room's driver (docs/protocol.md). */
function suggestion(setup) {
  return { type: 'suggest', scene: setup.scene || null, viewport: setup.viewport, params: setup.params };
}

/** "zoom · 375 × 667 · 2 settings": what a proposed setup would change. */
function describe({ scene, viewport, params }) {
  const parts = [];
  if (scene) parts.push(session.scenes.find((s) => s.name === scene)?.title ?? scene);
  if (viewport) parts.push(`${Math.round(viewport.width)} × ${Math.round(viewport.height)}`);
  const count = Object.keys(params).length;
  if (count) parts.push(count === 1 ? '1 setting' : `${count} settings`);
  return parts.join(' · ') || 'this room’s defaults';
}

/** Whether anyone else is in the room. */
function othersPresent() {
  return session.presence.some((p) => p.id !== session.id && p.session !== session.id);
}

/** Applies the URL's setup once after joining, unless others are in the room and the user does not confirm
 * (and a remembered one after a reconnection into a fresh room); keeps the share field current. */
export function setupShareLink({ button, field }, setup, { toast, ask }) {
  let pending = { scene: setup.scene, viewport: setup.viewport, params: setup.params };
  if (!pending.scene && !pending.viewport && Object.keys(pending.params).length === 0) pending = null;
  let remembered = null; // { scene, viewport, params } as the room last showed it
  let reconnecting = false;
  let welcomed = false;
  let judging = false; // a welcome (with presence) arrived: the next `state` decides whether to apply
  // Scenes a fresh room shows: the first of the catalog, and the scene of this page's first room if that
  // was at its defaults (the server's `--scene`).
  const freshScenes = new Set();
  const refresh = () => {
    const link = shareLink();
    if (field.value !== link) field.value = link;
  };
  const remember = () => {
    if (pending && session.canDrive) return; // still applying: the room is not what it will be
    if (!session.scene || reconnecting) return;
    remembered = { scene: session.scene, viewport: { ...layout.viewport }, params: changedParams() };
  };
  const apply = () => {
    if (!pending || !session.canDrive) return;
    if (pending.scene && !session.scenes.some((s) => s.name === pending.scene)) {
      toast(`No scene ${quote(pending.scene)}: showing ${session.scene}.`, 8000);
      pending.scene = '';
    }
    if (pending.scene && pending.scene !== session.scene) {
      if (!pending.sceneRequested) emit('input', messages.scene(pending.scene));
      pending.sceneRequested = true;
      return; // the new scene's welcome applies the rest
    }
    if (pending.viewport) emit('input', messages.viewport(pending.viewport.width, pending.viewport.height));
    for (const [key, value] of Object.entries(pending.params)) {
      if (key in session.params && session.params[key] !== value) emit('input', messages.param(key, value));
    }
    if (pending.restored) toast('Reconnected: restored the room’s scene and settings');
    pending = null;
    refresh();
  };
  const judge = () => {
    if (!judging) return;
    judging = false;
    if (!pending || !session.canDrive) return;
    if (pending.sceneRequested || pending.accepted || pending.restored || !othersPresent()) {
      apply();
      return;
    }
    const held = pending;
    pending = null;
    ask('Others are in this room: your link’s scene and settings were not applied.', [
      {
        label: 'Ask the driver',
        run: () => {
          emit('send', suggestion(held));
          toast('Sent to the room’s driver: the room changes if they accept');
        },
      },
      {
        label: 'Apply link',
        run: () => {
          pending = { ...held, accepted: true };
          apply();
        },
      },
      { label: 'Keep room' },
    ]);
  };
  // Another participant's link, proposed to this page as the room's driver.
  on('server:suggestion', (message) => {
    if (!session.canDrive) return;
    const proposed = {
      scene: typeof message.scene === 'string' ? message.scene : '',
      viewport: message.viewport && message.viewport.width > 0 ? message.viewport : null,
      params: Object.fromEntries(Object.entries(message.params || {}).filter(([, v]) => Number.isFinite(v))),
    };
    ask(`${message.name || 'Someone'} suggests ${describe(proposed)}.`, [
      {
        label: 'Accept',
        run: () => {
          pending = { ...proposed, accepted: true };
          apply();
        },
      },
      { label: 'Ignore' },
    ]);
  });
  on('socket:status', (status) => {
    if (status === 'closed' && welcomed) reconnecting = true;
  });
  on('session:welcome', () => {
    if (!welcomed) {
      welcomed = true;
      if (session.scenes.length) freshScenes.add(session.scenes[0].name);
      if (Object.keys(changedParams()).length === 0) freshScenes.add(session.scene);
    }
    if (reconnecting) {
      reconnecting = false;
      if (!pending && remembered && session.canDrive && isFreshRoom(freshScenes) && differsFromRoom(remembered)) {
        pending = { ...remembered, restored: true };
      }
    }
    judging = Boolean(pending);
  });
  on('session:state', judge);
  on('session:state', remember);
  on('layout', remember);
  on('session:state', refresh);
  button.addEventListener('click', async () => {
    refresh();
    try {
      await navigator.clipboard.writeText(field.value);
      toast('Share link copied');
    } catch {
      field.focus();
      field.select();
      toast('Link selected: press ⌘C / Ctrl+C to copy');
    }
  });
}
