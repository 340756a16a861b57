/**
 * One builder per client → server message of wire protocol v2 (docs/protocol.md). Input messages
 * (`pointer`, `pinch`, `wheel`) get the next input sequence number, which the server echoes in frames.
 *
 *   import * as messages from './protocol/messages.js';
 *   emit(EVENT.send, messages.pointer('down', 1, 195.5, 402, event.timeStamp));
 */

let sequence = 0;

function nextSeq() {
  sequence += 1;
  return sequence;
}

/** First message of a connection: joins `room` with a display name, role, token and the device viewport. */
export function hello({ room, name, role, token, viewport }) {
  const message = { type: 'hello', room, name, role, viewport };
  if (token) message.token = token;
  return message;
}

/** A Pointer Events sample in scene points; `phase` is down, move, up or cancel; `time` in client ms. */
export function pointer(phase, id, x, y, time) {
  return { type: 'pointer', phase, id, x, y, time, seq: nextSeq() };
}

/** A trackpad pinch; `phase` is begin, change or end; `scale` cumulative since begin. */
export function pinch(phase, scale, x, y, time) {
  return { type: 'pinch', phase, scale, x, y, time, seq: nextSeq() };
}

/** A wheel or two-finger scroll, deltas in scene points. */
export function wheel(dx, dy, x, y, time) {
  return { type: 'wheel', dx, dy, x, y, time, seq: nextSeq() };
}

/** A key for the scene (DOM `KeyboardEvent.key`). */
export function key(value) {
  return { type: 'key', key: value };
}

/** A live parameter change (the server clamps it). */
export function param(keyName, value) {
  return { type: 'param', key: keyName, value };
}

/** Switches the room's scene. */
export function scene(name) {
  return { type: 'scene', name };
}

/** Switches the room's viewport, in points. */
export function viewport(width, height) {
  return { type: 'viewport', width, height };
}

/** Slow motion: scene seconds per real second, 0.1…1. */
export function timeScale(value) {
  return { type: 'timeScale', value };
}

/** Toggles pause. */
export function pause() {
  return { type: 'pause' };
}

/** Advances one 1/60 s step (pauses). */
export function step() {
  return { type: 'step' };
}

/** Starts or stops recording. */
export function record() {
  return { type: 'record' };
}

/** Replays the last recording. */
export function replay() {
  return { type: 'replay' };
}

/** Asks for the room's scene as one Swift file (answered by `export`). */
export function exportScene() {
  return { type: 'export' };
}

/** Asks for a `pong` carrying the same `time`. */
export function ping(time) {
  return { type: 'ping', time };
}

/** Layout `slot` (a or b) of `your-layout`: UIKit code (`format` swift) or a layout spec (json), with optional
 * item counts per section and the values of names the code reads but does not define (`values`, one `Name = value`
 * a line). `origin` 'restore' (a copy from before a reconnection) applies only while no member
 * has set the slot, 'example' only into a slot never set; 'paste' always applies. */
export function layout(slot, format, text, counts, origin = 'paste', values = '') {
  const message = { type: 'layout', slot, format, text };
  if (Array.isArray(counts)) message.counts = counts;
  if (values) message.values = values;
  if (origin !== 'paste') message.origin = origin;
  return message;
}

/** Saves the room's lab (any member): answered with `saved` and its ID. */
export function save() {
  return { type: 'save' };
}

/** Shows the saved lab `lab` to the room (the driver, or the only member of a room nobody drove). */
export function open(lab) {
  return { type: 'open', lab };
}

/** Proposes the saved lab `lab` to the room's driver. */
export function suggestLab(lab) {
  return { type: 'suggest', lab };
}

/** This member, who may drive, holds the room from now on. */
export function takeOver() {
  return { type: 'takeOver' };
}
