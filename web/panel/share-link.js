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
 * The page also remembers the room's setup as it goes. When a reconnection lands in a fresh room (the
 * server restarted, or the room emptied and was dropped: its scene and parameters are at their defaults),
 * a page that may drive applies the remembered setup the same way (`mayRestoreSetup`), so a restart does not lose
 * the demo. The setup is kept for the tab (`room-memory.js`), so a reload alone in a dropped room puts it back too.
 * A lab link (`?lab=ID`, `saved-labs.js`) joins the room `lab-ID` unless it names a room.
 * What to do when is `ShareLinkState`'s; this module reads the URL, carries out its actions and fills the field
 * (with the room link until a saved lab's link takes its place).
 *
 *   const setup = readSetup(location.search); setupShareLink(field, setup, session, { toast, ask });
 */

import { EVENT, on, emit } from '../events.js';
import { layout, DEVICE_SIZES } from '../geometry.js';
import { rememberedSetup, rememberSetup } from './room-memory.js';
import { changedParams } from '../session/room-restore.js';
import { ShareLinkState, quote } from '../session/share-link-state.js';
import { savedLabLink } from './saved-labs.js';

const PARAM_PREFIX = 'p.';
/** The server's longest room name (`ClientMessage.maxStringLength`). */
const MAX_ROOM_LENGTH = 64;
/** Where this tab keeps its control token once it has left the address bar (a reload keeps driving). */
const TOKEN_KEY = 'transitionLab.token';
/** A saved lab's ID: 26 characters of lower-case base32 (`LabID` on the server). */
const LAB_ID = /^[a-z2-7]{26}$/;

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

/** The link that reproduces the room's current setup: `session`'s room, scene and changed parameters, and `viewport`. */
export function shareLink(session, viewport, location = window.location) {
  const query = new URLSearchParams();
  query.set('room', session.room);
  if (session.scene) query.set('scene', session.scene);
  query.set('viewport', `${Math.round(viewport.width)}x${Math.round(viewport.height)}`);
  for (const [key, value] of Object.entries(changedParams(session.schema, session.params))) {
    query.set(`${PARAM_PREFIX}${key}`, String(Number(value.toPrecision(6))));
  }
  return `${location.origin}${location.pathname}?${query}`;
}

/** Applies the URL's setup once after joining, unless others are in the room and the user does not confirm
 * (and a remembered one after a reconnection into a fresh room); keeps the share field current. */
export function setupShareLink(field, setup, session, { toast, ask }) {
  const link = new ShareLinkState(setup, rememberedSetup(setup.room));
  const room = () => ({
    scene: session.scene, scenes: session.scenes, schema: session.schema, params: session.params,
    canDrive: session.canDrive, othersPresent: session.othersListed > 0, viewport: layout.viewport,
  });
  const refresh = () => {
    const url = savedLabLink() ?? shareLink(session, layout.viewport);
    if (field.value !== url) field.value = url;
  };
  const perform = (actions) => {
    for (const action of actions) {
      if (action.type === 'input') emit(EVENT.input, action.message);
      else if (action.type === 'send') emit(EVENT.send, action.message);
      else if (action.type === 'toast') toast(action.text, action.duration);
      else if (action.type === 'remember') rememberSetup(session.room, action.setup);
      else if (action.type === 'refresh') refresh();
      else if (action.type === 'ask') {
        ask(action.text, action.choices.map(({ label, answer }) => ({
          label, run: answer ? () => perform(link.answer(answer, room())) : undefined,
        })));
      }
    }
  };
  on(EVENT.serverSuggestion, (message) => perform(link.suggestion(message, room())));
  on(EVENT.socketStatus, (status) => {
    if (status === 'closed') link.connectionClosed();
  });
  on(EVENT.sessionWelcome, () => perform(link.welcome(room())));
  on(EVENT.sessionState, () => perform(link.state(room())));
  on(EVENT.layout, () => perform(link.layoutChanged(room())));
}
