/**
 * A tiny event bus: the page's modules talk through it instead of through each other's internals
 * (input never draws, the renderer never sends; both reach protocol/ through here). Every event is named once, in
 * `EVENT`, and used through it; `on` and `emit` refuse a name the list lacks. The server's JSON messages arrive as
 * the listed `server:<type>` events (`emitServerMessage`); a type the list lacks is dropped.
 *
 *   import { EVENT, on, emit } from './events.js';
 *   on(EVENT.frame, (frame) => draw(frame));
 *   emit(EVENT.frame, decoded);
 */

/** Every event of the page, with what it carries. */
export const EVENT = Object.freeze({
  /** A message that drives the room; the session passes it to `send` while this client may drive. */
  input: 'input',
  /** A message for the server, sent as JSON while connected. */
  send: 'send',
  /** The socket's state: `connecting`, `open` or `closed`. */
  socketStatus: 'socket:status',
  /** A decoded frame; `frameSkipped` one the decoder could not use. */
  frame: 'frame',
  frameSkipped: 'frame:skipped',
  /** The renderer drew a frame. */
  drawn: 'drawn',
  /** The display's refresh in Hz, as the play-out measured it: the socket tells the server. */
  displayRefresh: 'display:refresh',
  /** Something drawn over the scene changed (fingers, a clip's end): draw again. */
  overlay: 'overlay',
  /** The stage's size, pixel ratio or viewport changed. */
  layout: 'layout',
  /** The session after a `welcome`; after any change of state, presence or who drives. */
  sessionWelcome: 'session:welcome',
  sessionState: 'session:state',
  /** The scene's nodes, the spring's curve and its code, from the server's messages of those names. */
  nodes: 'nodes',
  curve: 'curve',
  code: 'code',
  /** A keyboard or button command: `pause`, `slow`, `step`, `record`, `help`, `escape`. */
  command: 'command',
  /** A parameter edited on this page (key, value); a group of parameters focused (group, key). */
  paramEdit: 'param:edit',
  groupFocus: 'group:focus',
  /** Fingers drawn over the scene: this page's simulated pinch, another member's pointer, none. */
  fingersSimulated: 'fingers:simulated',
  fingersRemote: 'fingers:remote',
  fingersClear: 'fingers:clear',
  /** The server's JSON messages by type (docs/protocol.md), as `server:<type>`: protocol/socket.js emits them through
   * `emitServerMessage`. */
  serverWelcome: 'server:welcome',
  serverState: 'server:state',
  serverPresence: 'server:presence',
  serverNodes: 'server:nodes',
  serverCurve: 'server:curve',
  serverCode: 'server:code',
  serverExport: 'server:export',
  serverLayout: 'server:layout',
  serverLayoutError: 'server:layoutError',
  serverError: 'server:error',
  serverSuggestion: 'server:suggestion',
  serverSaved: 'server:saved',
  serverOpened: 'server:opened',
  serverPointer: 'server:pointer',
  serverPointers: 'server:pointers',
  serverRecorded: 'server:recorded',
  serverPong: 'server:pong',
});

const NAMES = new Set(Object.values(EVENT));
const SERVER_PREFIX = 'server:';
/** The listed `server:<type>` events by message type. */
const SERVER_EVENTS = new Map([...NAMES].filter((name) => name.startsWith(SERVER_PREFIX))
  .map((name) => [name.slice(SERVER_PREFIX.length), name]));
const listeners = new Map();

function known(name) {
  if (!NAMES.has(name)) throw new Error(`unknown event ${name}`);
  return name;
}

/** Emits the server's JSON `message` as the listed event of its `type`; returns false (and emits nothing) for a type
 * the list lacks. */
export function emitServerMessage(message) {
  const name = SERVER_EVENTS.get(message.type);
  if (!name) return false;
  emit(name, message);
  return true;
}

/** Calls `callback(...args)` whenever `name` is emitted. */
export function on(name, callback) {
  known(name);
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
  const list = listeners.get(known(name));
  if (!list) return;
  for (const callback of list.slice()) callback(...args);
}
