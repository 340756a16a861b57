/**
 * The WebSocket to the lab server (`/ws`, subprotocol `transition-lab.v2`): sends `hello` on every
 * (re)connection, reconnects with exponential backoff, turns JSON messages into `server:<type>` events
 * and binary messages into decoded `frame` events (v2 deltas against the last frame this connection
 * received; each new connection starts from a keyframe), and sends whatever is emitted as `send`.
 *
 *   connect(() => messages.hello({ room, name, role, viewport }));
 *   on(EVENT.serverWelcome, (welcome) => ...);
 *   emit(EVENT.send, messages.param('presentDamping', 0.5));
 */

import { EVENT, on, emit, emitServerMessage } from '../events.js';
import { FrameDecoder } from './frame-decoder.js';
import * as messages from './messages.js';

const SUBPROTOCOL = 'transition-lab.v2';
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5000;
const PING_INTERVAL_MS = 5000;

/** The connection, its retry backoff and timers, and how to build its `hello`. */
const connection = {
  socket: null,
  retryDelay: FIRST_RETRY_MS,
  retryTimer: 0,
  pingTimer: 0,
  makeHello: null,
  /** The display's refresh in Hz as the renderer measured it (0 until measured), sent after each `hello`. */
  displayRefresh: 0,
};
const decoder = new FrameDecoder();

/** The socket URL for this page's origin; room, name and role also go in its query, so a proxy can route the
 * connection by its room (`hello` repeats them). The control token goes in `hello` alone (proxies log URLs), and
 * `join=hello` has the server join the room with that `hello`, so the first `welcome` knows whether this page
 * drives. */
export function socketURL(hello, location = window.location) {
  const url = new URL('/ws', location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  for (const key of ['room', 'name', 'role']) if (hello[key]) url.searchParams.set(key, hello[key]);
  url.searchParams.set('join', 'hello');
  return url.href;
}

/** Opens the connection; `hello()` builds the first message each time a connection opens. */
export function connect(hello) {
  connection.makeHello = hello;
  on(EVENT.send, send);
  // The display's refresh (Hz, measured by the renderer): the server then sends no frame faster than the screen.
  on(EVENT.displayRefresh, (refresh) => {
    connection.displayRefresh = refresh;
    send({ type: 'display', refresh });
  });
  // A page left (navigation, a closed tab, or the back/forward cache) closes its socket at once, so the room sees
  // the leave now rather than when the server's hangup notices a silent socket; a page the cache brings back
  // reconnects (HTML's `pagehide` and `pageshow` events).
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && !connection.socket) open();
  });
  open();
}

/** Sends `message` as JSON if connected; input while offline is dropped, not queued. */
export function send(message) {
  if (connection.socket?.readyState === WebSocket.OPEN) connection.socket.send(JSON.stringify(message));
}

function open() {
  emit(EVENT.socketStatus, 'connecting');
  const hello = connection.makeHello();
  const ws = new WebSocket(socketURL(hello), SUBPROTOCOL);
  ws.binaryType = 'arraybuffer';
  connection.socket = ws;
  decoder.reset();
  ws.addEventListener('open', () => {
    connection.retryDelay = FIRST_RETRY_MS;
    emit(EVENT.socketStatus, 'open');
    send(hello);
    if (connection.displayRefresh) send({ type: 'display', refresh: connection.displayRefresh });
    // One ping at once, so the round trip is known from the start rather than after the first interval.
    const ping = () => send(messages.ping(performance.now()));
    ping();
    connection.pingTimer = setInterval(ping, PING_INTERVAL_MS);
  });
  ws.addEventListener('message', (event) => {
    if (connection.socket === ws) receive(event.data);
  });
  ws.addEventListener('close', () => {
    if (connection.socket !== ws) return;
    clearInterval(connection.pingTimer);
    connection.socket = null;
    scheduleRetry();
  });
  // An error is always followed by `close`, which reconnects; nothing else to do here.
  ws.addEventListener('error', () => {});
}

function receive(data) {
  if (typeof data === 'string') {
    let message;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (message && typeof message.type === 'string') emitServerMessage(message);
    return;
  }
  const frame = decoder.decode(data);
  if (frame) emit(EVENT.frame, frame, performance.now());
}

function scheduleRetry() {
  const jitter = 0.8 + Math.random() * 0.4;
  const delay = Math.round(connection.retryDelay * jitter);
  connection.retryDelay = Math.min(LAST_RETRY_MS, connection.retryDelay * 2);
  emit(EVENT.socketStatus, 'closed', delay);
  clearTimeout(connection.retryTimer);
  connection.retryTimer = setTimeout(open, delay);
}

function leave() {
  clearTimeout(connection.retryTimer);
  clearInterval(connection.pingTimer);
  const ws = connection.socket;
  connection.socket = null;
  ws?.close(1000, 'page left');
}

/** Drops the connection and reconnects at once (e.g. after a name change, so `hello` carries it). */
export function reconnect() {
  connection.retryDelay = FIRST_RETRY_MS;
  if (connection.socket) connection.socket.close(1000, 'reconnect');
}
