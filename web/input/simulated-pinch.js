/**
 * Option/Alt + drag simulates a two-finger pinch around the centre of the device's screen, as the iOS
 * Simulator does: the mouse is one finger, the other mirrors it through the centre. Both virtual fingers
 * are sent as `pointer` messages and drawn (`fingers:simulated`); holding Option alone shows them.
 *
 *   setupSimulatedPinch(canvas);
 */

import { EVENT, emit } from '../events.js';
import { clientToScene, isOnScreen, layout } from '../geometry.js';
import * as messages from '../protocol/messages.js';

/** Pointer ids of the two virtual fingers, far from real Pointer Events ids. */
const FINGER_IDS = [0x7ff0, 0x7ff1];

let dragging = false;

function fingers(event) {
  const point = clientToScene(event.clientX, event.clientY);
  const cx = layout.viewport.width / 2;
  const cy = layout.viewport.height / 2;
  return [point, { x: 2 * cx - point.x, y: 2 * cy - point.y }];
}

function send(phase, points, time) {
  points.forEach((point, index) => {
    emit(EVENT.input, messages.pointer(phase, FINGER_IDS[index], point.x, point.y, time));
  });
}

/** Starts turning Option-drags on the canvas into two-finger pinches. */
export function setupSimulatedPinch(canvas) {
  canvas.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'mouse' || !event.altKey || event.button !== 0) return;
    const points = fingers(event);
    if (!isOnScreen(points[0])) return;
    event.preventDefault();
    canvas.setPointerCapture(event.pointerId);
    dragging = true;
    send('down', points, event.timeStamp);
    emit(EVENT.fingersSimulated, points);
  });
  canvas.addEventListener('pointermove', (event) => {
    if (event.pointerType !== 'mouse') return;
    const points = fingers(event);
    if (dragging) send('move', points, event.timeStamp);
    emit(EVENT.fingersSimulated, dragging || event.altKey ? points : []);
  });
  const finish = (phase) => (event) => {
    if (!dragging || event.pointerType !== 'mouse') return;
    dragging = false;
    send(phase, fingers(event), event.timeStamp);
    emit(EVENT.fingersSimulated, event.altKey ? fingers(event) : []);
  };
  canvas.addEventListener('pointerup', finish('up'));
  canvas.addEventListener('pointercancel', finish('cancel'));
  canvas.addEventListener('pointerleave', () => {
    if (!dragging) emit(EVENT.fingersSimulated, []);
  });
  window.addEventListener('keyup', (event) => {
    if (event.key === 'Alt' && !dragging) emit(EVENT.fingersSimulated, []);
  });
}
