/**
 * Share links: `?room=NAME&scene=photo-grid&viewport=390x844&p.columns=4…` reproduces a setup. The page
 * reads its own URL once (room, token, name, role, scene, viewport, parameters), applies scene, viewport
 * and parameters after joining, and builds links from the live session. The control token is never put
 * into a share link.
 *
 * A link applies its setup only to a room nobody else is in: in a busy room it would switch the presenter's
 * scene under them, so the page keeps the room as it is and offers to apply the link on purpose. Values the
 * page cannot show (an unknown scene, a viewport no device has, a room name over the server's 64-character
 * limit, a setting the scene lacks or a value outside its range) are named together in one toast, with what is
 * shown instead (`setup.problems` and what the room's schema tells once joined). The control token leaves the
 * address bar as soon as it is read (`hideToken`).
 *
 * A lab link (`?lab=ID`, `saved-labs.js`) joins the room `lab-ID` unless it names a room.
 *
 * The page also remembers the room's setup as it goes. When a reconnection lands in a fresh room (the
 * server restarted, or the room emptied and was dropped: its scene and parameters are at their defaults),
 * a page that may drive applies the remembered setup the same way (`mayRestoreSetup`), so a restart does not lose
 * the demo. The setup is kept for the tab (`room-memory.js`), so a reload alone in a dropped room puts it back too.
 *
 *   const setup = readSetup(location.search); setupShareLink(elements, setup, toast);
 */

import { EVENT, on, emit } from '../events.js';
import * as messages from '../protocol/messages.js';
import { session } from '../session.js';
import { layout, DEVICE_SIZES } from '../geometry.js';
import { rememberedSetup, rememberSetup } from './room-memory.js';
import { changedParams, isFreshRoom, mayRestoreSetup } from '../session/room-restore.js';

const PARAM_PREFIX = 'p.';
/** The server's longest room name (`ClientMessage.maxStringLength`). */
const MAX_ROOM_LENGTH = 64;
/** Where this tab keeps its control token once it has left the address bar (a reload keeps driving). */
const TOKEN_KEY = 'transitionLab.token';
/** A saved lab's ID: 26 characters of lower-case base32 (`LabID` on the server). */
const LAB_ID = /^[a-z2-7]{26}$/;

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
  // Only the devices the page draws: another size would run the room on a device no picker entry names.
  const askedViewport = query.get('viewport') || '';
  const [width, height] = DEVICE_SIZES.includes(askedViewport) ? askedViewport.split('x').map(Number) : [];
  const viewport = width ? { width, height } : null;
  if (askedViewport && !viewport) {
    problems.push(`Viewport ${quote(askedViewport)} is not a device size (${DEVICE_SIZES.join(', ')}): `
      + 'showing the room’s device.');
  }
  const lab = query.get('lab') || '';
  let room = query.get('room') || (LAB_ID.test(lab) ? `lab-${lab}` : 'default');
  if ([...room].length > MAX_ROOM_LENGTH) {
    problems.push(`Room names are at most ${MAX_ROOM_LENGTH} characters: joined room “default” instead.`);
    room = 'default';
  }
  return {
    room,
    problems,
    token: query.get('token') || storedToken(),
    name: query.get('name') || '',
    role: query.get('role') === 'viewer' ? 'viewer' : 'driver',
    scene: query.get('scene') || '',
    viewport,
    params,
    lab,
  };
}

function storedToken() {
  try {
    return sessionStorage.getItem(TOKEN_KEY) || '';
  } catch {
    return '';
  }
}

/**
 * Takes the control token out of the address bar once read (a screenshot or a shared screen would show it),
 * keeping it for this tab: the page holds it in memory for reconnections and in `sessionStorage` for a reload.
 */
export function hideToken(setup, location = window.location) {
  if (!setup.token) return;
  try {
    sessionStorage.setItem(TOKEN_KEY, setup.token);
  } catch {
    // Storage off: the token lives in memory until the tab closes.
  }
  const url = new URL(location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.href);
}

/** The link that reproduces the room's current setup. */
export function shareLink(location = window.location) {
  const query = new URLSearchParams();
  query.set('room', session.room);
  if (session.scene) query.set('scene', session.scene);
  query.set('viewport', `${Math.round(layout.viewport.width)}x${Math.round(layout.viewport.height)}`);
  for (const [key, value] of Object.entries(roomChangedParams())) {
    query.set(`${PARAM_PREFIX}${key}`, String(Number(value.toPrecision(6))));
  }
  return `${location.origin}${location.pathname}?${query}`;
}

/** The room's parameters that differ from their defaults, key → value. */
function roomChangedParams() {
  return changedParams(session.schema, session.params);
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
 * (and a remembered one after a reconnection into a fresh room). */
export function setupShareLink(setup, { toast, ask }) {
  let pending = { scene: setup.scene, viewport: setup.viewport, params: setup.params };
  // Every value of the link the page could not use as given, named in one message once the room is known.
  const problems = [...setup.problems];
  const report = () => {
    if (problems.length) toast(problems.join(' '), 12000);
    problems.length = 0;
  };
  if (!pending.scene && !pending.viewport && Object.keys(pending.params).length === 0) pending = null;
  // { scene, viewport, params } as the room last showed this tab; after a reload, as it showed it before.
  let remembered = rememberedSetup(setup.room);
  // A reload (a remembered setup and no link of its own) judges its first room as a reconnection does.
  let reloading = Boolean(remembered && !pending);
  let reconnecting = false;
  let welcomed = false;
  let judging = false; // a welcome (with presence) arrived: the next `state` decides whether to apply
  // Scenes a fresh room shows: the first of the catalog, and the scene of this page's first room if that
  // was at its defaults (the server's `--scene`).
  const freshScenes = new Set();
  const remember = () => {
    if (pending && session.canDrive) return; // still applying: the room is not what it will be
    if (!session.scene || reconnecting) return;
    remembered = { scene: session.scene, viewport: { ...layout.viewport }, params: roomChangedParams() };
    rememberSetup(session.room, remembered);
  };
  const apply = () => {
    if (!pending || !session.canDrive) return;
    if (pending.scene && !session.scenes.some((s) => s.name === pending.scene)) {
      problems.push(`No scene ${quote(pending.scene)}: showing ${session.scene}.`);
      pending.scene = '';
    }
    if (pending.scene && pending.scene !== session.scene) {
      if (!pending.sceneRequested) emit(EVENT.input, messages.scene(pending.scene));
      pending.sceneRequested = true;
      return; // the new scene's welcome applies the rest
    }
    if (pending.viewport) emit(EVENT.input, messages.viewport(pending.viewport.width, pending.viewport.height));
    for (const [key, value] of Object.entries(pending.params)) {
      const descriptor = session.schema.find((d) => d.key === key);
      if (!descriptor) {
        problems.push(`No setting ${quote(key)} in ${session.scene}: ignored.`);
        continue;
      }
      const used = Math.min(descriptor.max, Math.max(descriptor.min, value));
      if (used !== value) {
        problems.push(`${descriptor.label} ${value} is outside ${descriptor.min}–${descriptor.max}: using ${used}.`);
      }
      if (session.params[key] !== used) emit(EVENT.input, messages.param(key, used));
    }
    if (pending.restored) toast(`${pending.reloaded ? 'Reloaded' : 'Reconnected'}: restored the room’s scene and settings`);
    pending = null;
    report();
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
    // The ask and a toast share one line: the link's problems go first in the question.
    const named = problems.splice(0).map((problem) => `${problem} `).join('');
    ask(`${named}Others are in this room: your link’s scene and settings were not applied.`, [
      {
        label: 'Ask the driver',
        run: () => {
          emit(EVENT.send, suggestion(held));
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
  on(EVENT.serverSuggestion, (message) => {
    if (!session.canDrive || message.lab) return; // a saved lab is proposed by saved-labs.js
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
  on(EVENT.socketStatus, (status) => {
    if (status === 'closed' && welcomed) reconnecting = true;
  });
  on(EVENT.sessionWelcome, () => {
    if (!welcomed) {
      welcomed = true;
      if (session.scenes.length) freshScenes.add(session.scenes[0].name);
      if (Object.keys(roomChangedParams()).length === 0) freshScenes.add(session.scene);
    }
    if (reconnecting || reloading) {
      // A reloaded tab puts back only a room nobody else is in.
      const fresh = isFreshRoom(session.scene, roomChangedParams(), freshScenes);
      const mayRestore = mayRestoreSetup({
        remembered, pending, canDrive: session.canDrive, fresh, scene: session.scene, reloading,
        othersPresent: othersPresent(),
      });
      if (mayRestore) pending = { ...remembered, restored: true, reloaded: reloading };
      reconnecting = false;
      reloading = false;
    }
    judging = Boolean(pending);
  });
  on(EVENT.sessionState, judge);
  on(EVENT.sessionState, () => {
    if (welcomed && !pending) report();
  });
  on(EVENT.sessionState, remember);
  on(EVENT.layout, remember);
}
