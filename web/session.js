/**
 * What the page knows about its room, kept from the server's JSON messages (docs/protocol.md): scenes,
 * the parameter schema and values, the scene's state summary, presence, who drives, time scale. Turns
 * `server:*` events into `session:welcome`, `session:state`, `nodes`, `curve` and `code` events, and
 * keeps presence from the listed members in `welcome` plus the joins, changes and leaves of `presence` (and
 * the room's member count, which may exceed the list), and
 * gates `input` (anything that drives the room) to `send` only while this client may drive.
 *
 * The page makes one session and passes it to the modules that read it; only the server's messages change it.
 *
 *   const session = startSession({ room, name, role }); on(EVENT.sessionState, (session) => render(session));
 */

import { EVENT, on, emit } from './events.js';

/** The room as this client sees it. */
export class Session {
  id = null;
  room = 'default';
  name = '';
  role = 'driver';
  /** Allowed to drive (`role` driver): it drives while nobody else holds the room, or after taking it over. */
  mayDrive = true;
  /** Drives now: may drive, and the room is held by nobody or by this client (docs/protocol.md, "Driving"). */
  canDrive = true;
  scenes = [];
  scene = null;
  schema = [];
  params = {};
  sceneState = {};
  presence = [];
  /** Everyone in the room; `presence` lists at most the server's limit of them. */
  presenceCount = 0;
  /** This client's own entry, from `welcome.you` (listed or not). */
  you = null;
  driver = null;
  timeScale = 1;
  paused = false;
  recording = false;
  replaying = false;

  constructor({ room, name, role }) {
    this.room = room;
    this.name = name;
    this.role = role;
    this.mayDrive = role !== 'viewer';
    this.canDrive = this.mayDrive;
  }

  /** Whether `member` (a presence entry) is this client. */
  isMe(member) {
    return member.id === this.id || member.session === this.id;
  }

  /** How many others the room lists. */
  get othersListed() {
    return this.presence.filter((member) => !this.isMe(member)).length;
  }

  welcome(message) {
    // A new connection (a reconnection's new id): who holds its room comes with the `state` that follows; the last
    // connection's driver is stale. A `hello`'s welcome on the same connection keeps it.
    if (message.session !== this.id) this.driver = null;
    this.id = message.session;
    this.scenes = message.scenes || [];
    this.scene = message.scene;
    this.schema = normalizeSchema(message.parameters || []);
    this.params = Object.fromEntries(this.schema.map((p) => [p.key, p.value]));
    if (message.you) {
      this.you = message.you;
      this.role = message.you.role;
    }
    if (Array.isArray(message.presence)) this.presence = message.presence;
    if (Number.isInteger(message.presenceCount)) this.presenceCount = message.presenceCount;
    this.#followDriving();
  }

  /** Applies a `presence` change: `joined` and `updated` entries replace the one with the same id; `left` ids go
   * (from the list: left the room, or no longer among the listed members); `count` is everyone in the room. */
  presenceChanged(message) {
    const gone = new Set(message.left || []);
    const byId = new Map(this.presence.filter((p) => !gone.has(p.id)).map((p) => [p.id, p]));
    for (const p of [...(message.joined || []), ...(message.updated || [])]) byId.set(p.id, p);
    this.presence = [...byId.values()];
    if (Number.isInteger(message.count)) this.presenceCount = message.count;
    this.#followOwnRole();
  }

  state(message) {
    this.scene = message.scene ?? this.scene;
    Object.assign(this.params, message.params || {});
    this.driver = message.driver ?? null;
    this.timeScale = message.timeScale ?? 1;
    this.paused = Boolean(message.paused);
    this.recording = Boolean(message.recording);
    this.replaying = Boolean(message.replaying);
    this.sceneState = message.sceneState || {};
    this.#followOwnRole();
  }

  #followOwnRole() {
    const me = this.presence.find((p) => p.id === this.id);
    if (me) this.role = me.role;
    this.#followDriving();
  }

  /** Whether this client drives now: it may, and nobody else holds the room. */
  #followDriving() {
    this.mayDrive = this.role === 'driver';
    this.canDrive = this.mayDrive && (this.driver == null || this.driver === this.id);
  }
}

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

/** Starts following the server's messages for `room` as `name`; returns the session they keep. */
export function startSession({ room, name, role }) {
  const session = new Session({ room, name, role });
  on(EVENT.serverWelcome, (message) => {
    session.welcome(message);
    emit(EVENT.sessionWelcome, session);
  });
  on(EVENT.serverState, (message) => {
    session.state(message);
    emit(EVENT.sessionState, session);
  });
  on(EVENT.serverPresence, (message) => {
    session.presenceChanged(message);
    emit(EVENT.sessionState, session);
  });
  on(EVENT.serverNodes, (message) => emit(EVENT.nodes, message.nodes || [], message.version));
  on(EVENT.serverCurve, (message) => emit(EVENT.curve, message));
  on(EVENT.serverCode, (message) => emit(EVENT.code, message));
  on(EVENT.input, (message) => {
    if (session.canDrive) emit(EVENT.send, message);
  });
  return session;
}
