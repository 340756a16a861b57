/**
 * Pointer Events (touch, pen, mouse) → `pointer` input messages in scene points, one per sample
 * (coalesced samples included, so the server's velocity tracking sees every touch sample). A pointer
 * counts only if it goes down on the device's screen; it is captured until it lifts.
 * Option/Alt + mouse belongs to simulated-pinch.js.
 *
 *   setupPointer(canvas); on(EVENT.input, (message) => emit(EVENT.send, message));
 */

import { EVENT, emit } from '../events.js';
import { clientToScene, isOnScreen } from '../geometry.js';
import * as messages from '../protocol/messages.js';

const active = new Set();

/** Whether a finger or button is down (iOS Safari also reports touch pinches as gesture events). */
export function hasActivePointers() {
  return active.size > 0;
}

function send(phase, event) {
  const point = clientToScene(event.clientX, event.clientY);
  emit(EVENT.input, messages.pointer(phase, event.pointerId, point.x, point.y, event.timeStamp));
}

/** Starts forwarding the canvas' pointers. */
export function setupPointer(canvas) {
  canvas.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse' && (event.altKey || event.button !== 0)) return;
    if (!isOnScreen(clientToScene(event.clientX, event.clientY))) return;
    event.preventDefault();
    // Leave a panel control that had focus, so the keyboard shortcuts apply to the scene again.
    if (document.activeElement instanceof HTMLElement && document.activeElement !== canvas) {
      document.activeElement.blur();
    }
    canvas.setPointerCapture(event.pointerId);
    active.add(event.pointerId);
    send('down', event);
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!active.has(event.pointerId)) return;
    const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    if (samples.length > 1) for (const sample of samples) send('move', sample);
    else send('move', event);
  });
  const finish = (phase) => (event) => {
    if (!active.delete(event.pointerId)) return;
    send(phase, event);
  };
  canvas.addEventListener('pointerup', finish('up'));
  canvas.addEventListener('pointercancel', finish('cancel'));
  canvas.addEventListener('lostpointercapture', finish('cancel'));
}
