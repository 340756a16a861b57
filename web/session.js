/**
 * What the page knows about its room, kept from the server's JSON messages (docs/protocol.md): scenes,
 * the parameter schema and values, the scene's state summary, presence, who drives, time scale. Turns
 * `server:*` events into `session:welcome`, `session:state`, `nodes`, `curve` and `code` events, and
 * keeps presence from the listed members in `welcome` plus the joins, changes and leaves of `presence` (and
 * the room's member count, which may exceed the list), and
 * gates `input` (anything that drives the room) to `send` only while this client may drive.
 *
 *   setupSession({ room, name }); on(EVENT.sessionState, (session) => render(session));
 */

import { EVENT, on, emit } from './events.js';

/** The room as this client sees it. */
export const session = {
  id: null,
  room: 'default',
  name: '',
  role: 'driver',
  /** Allowed to drive (`role` driver): it drives while nobody else holds the room, or after taking it over. */
  mayDrive: true,
  /** Drives now: may drive, and the room is held by nobody or by this client (docs/protocol.md, "Driving"). */
  canDrive: true,
  scenes: [],
  scene: null,
  schema: [],
  params: {},
  sceneState: {},
  presence: [],
  /** Everyone in the room; `presence` lists at most the server's limit of them. */
  presenceCount: 0,
  /** This client's own entry, from `welcome.you` (listed or not). */
  you: null,
  driver: null,
  timeScale: 1,
  paused: false,
  recording: false,
  replaying: false,
};

function normalizeSchema(parameters) {
  return parameters.map((p) => ({
    key: p.key,
    label: p.label || p.key,
    group: p.group || '',
    unit: p.unit || '',
    min: p.min,
    max: p.max,
    step: p.step > 0 ? p.step : 'any',
    defaultValue: p.default,
    value: p.value ?? p.default,
    control: p.control || 'slider',
    choices: Array.isArray(p.choices) ? p.choices : [],
  }));
}

function onWelcome(message) {
  session.id = message.session;
  session.scenes = message.scenes || [];
  session.scene = message.scene;
  session.schema = normalizeSchema(message.parameters || []);
  session.params = Object.fromEntries(session.schema.map((p) => [p.key, p.value]));
  if (message.you) {
    session.you = message.you;
    session.role = message.you.role;
  }
  followDriving();
  if (Array.isArray(message.presence)) session.presence = message.presence;
  if (Number.isInteger(message.presenceCount)) session.presenceCount = message.presenceCount;
  emit(EVENT.sessionWelcome, session);
}

/** Applies a `presence` change: `joined` and `updated` entries replace the one with the same id; `left` ids go
 * (from the list: left the room, or no longer among the listed members); `count` is everyone in the room. */
function onPresence(message) {
  const gone = new Set(message.left || []);
  const byId = new Map(session.presence.filter((p) => !gone.has(p.id)).map((p) => [p.id, p]));
  for (const p of [...(message.joined || []), ...(message.updated || [])]) byId.set(p.id, p);
  session.presence = [...byId.values()];
  if (Number.isInteger(message.count)) session.presenceCount = message.count;
  followOwnRole();
  emit(EVENT.sessionState, session);
}

function followOwnRole() {
  const me = session.presence.find((p) => p.id === session.id);
  if (me) session.role = me.role;
  followDriving();
}

/** Whether this client drives now: it may, and nobody else holds the room. */
function followDriving() {
  session.mayDrive = session.role === 'driver';
  session.canDrive = session.mayDrive && (session.driver == null || session.driver === session.id);
}

function onState(message) {
  session.scene = message.scene ?? session.scene;
  Object.assign(session.params, message.params || {});
  session.driver = message.driver ?? null;
  session.timeScale = message.timeScale ?? 1;
  session.paused = Boolean(message.paused);
  session.recording = Boolean(message.recording);
  session.replaying = Boolean(message.replaying);
  session.sceneState = message.sceneState || {};
  followOwnRole();
  emit(EVENT.sessionState, session);
}

/** Starts following the server's messages for `room` as `name`. */
export function setupSession({ room, name, role }) {
  session.room = room;
  session.name = name;
  session.role = role;
  session.mayDrive = role !== 'viewer';
  session.canDrive = session.mayDrive;
  on(EVENT.serverWelcome, onWelcome);
  on(EVENT.serverState, onState);
  on(EVENT.serverPresence, onPresence);
  on(EVENT.serverNodes, (message) => emit(EVENT.nodes, message.nodes || [], message.version));
  on(EVENT.serverCurve, (message) => emit(EVENT.curve, message));
  on(EVENT.serverCode, (message) => emit(EVENT.code, message));
  on(EVENT.input, (message) => {
    if (session.canDrive) emit(EVENT.send, message);
  });
}
