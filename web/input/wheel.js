/**
 * Desktop scrolling and pinching: a plain wheel or two-finger trackpad scroll → `wheel`; a trackpad pinch
 * (which browsers report as a wheel event with `ctrlKey`) and Safari's `gesture*` events → `pinch` with
 * a cumulative scale. A pinch ends after a short pause in its wheel events, since wheels have no "end".
 *
 *   setupWheel(canvas);
 */

import { EVENT, emit } from '../events.js';
import { clientToScene, layout } from '../geometry.js';
import * as messages from '../protocol/messages.js';
import { hasActivePointers } from './pointer.js';

/** Chrome's and Firefox's mapping of ctrl+wheel deltas to zoom: scale ×= exp(-deltaY / 100). */
const PINCH_DELTA_PER_E = 100;
const PINCH_END_MS = 150;
const LINE_HEIGHT = 16;

/** The trackpad pinch in progress: its scale and centre, its end timer, and whether Safari's gesture events drive
 * it. */
const gesture = {
  pinchScale: 1,
  pinchCenter: null,
  pinchTimer: 0,
  safariGesture: false,
  lastPinchWheelAt: 0,
};

function endPinch() {
  if (!gesture.pinchCenter) return;
  const { pinchScale, pinchCenter } = gesture;
  emit(EVENT.input, messages.pinch('end', pinchScale, pinchCenter.x, pinchCenter.y, performance.now()));
  gesture.pinchCenter = null;
  gesture.pinchScale = 1;
}

function wheelPinch(event) {
  if (gesture.safariGesture) return;
  const phase = gesture.pinchCenter ? 'change' : 'begin';
  if (!gesture.pinchCenter) gesture.pinchCenter = clientToScene(event.clientX, event.clientY);
  gesture.pinchScale *= Math.exp(-event.deltaY / PINCH_DELTA_PER_E);
  const { pinchScale, pinchCenter } = gesture;
  emit(EVENT.input, messages.pinch(phase, pinchScale, pinchCenter.x, pinchCenter.y, event.timeStamp));
  gesture.lastPinchWheelAt = performance.now();
  clearTimeout(gesture.pinchTimer);
  gesture.pinchTimer = setTimeout(endPinchWhenQuiet, PINCH_END_MS);
}

/** Ends the pinch after a pause in its wheel events. On a busy page the timer can fire while the next wheel
 * event still waits in the queue; browsers dispatch wheel events before animation-frame callbacks, so the
 * pause is checked again in the next frame. */
function endPinchWhenQuiet() {
  requestAnimationFrame(() => {
    const quiet = performance.now() - gesture.lastPinchWheelAt;
    if (quiet >= PINCH_END_MS) endPinch();
    else gesture.pinchTimer = setTimeout(endPinchWhenQuiet, PINCH_END_MS - quiet);
  });
}

function deltaInPoints(event) {
  const unit = event.deltaMode === 1 ? LINE_HEIGHT : event.deltaMode === 2 ? layout.viewport.height : 1 / layout.scale;
  return { dx: event.deltaX * unit, dy: event.deltaY * unit };
}

/** Starts forwarding the canvas' wheel and gesture events. */
export function setupWheel(canvas) {
  canvas.addEventListener('wheel', (event) => {
    event.preventDefault();
    if (event.ctrlKey) {
      wheelPinch(event);
      return;
    }
    const point = clientToScene(event.clientX, event.clientY);
    const { dx, dy } = deltaInPoints(event);
    emit(EVENT.input, messages.wheel(dx, dy, point.x, point.y, event.timeStamp));
  }, { passive: false });

  // Safari (macOS trackpad, iOS): non-standard GestureEvent with a cumulative `scale`.
  const gesture = (phase) => (event) => {
    event.preventDefault();
    if (hasActivePointers()) return; // a touch pinch, already sent as pointers
    if (phase === 'begin') {
      gesture.safariGesture = true;
      gesture.pinchCenter = clientToScene(event.clientX, event.clientY);
    }
    if (!gesture.pinchCenter) return;
    const center = gesture.pinchCenter;
    emit(EVENT.input, messages.pinch(phase, event.scale || 1, center.x, center.y, event.timeStamp));
    if (phase === 'end') {
      gesture.safariGesture = false;
      gesture.pinchCenter = null;
    }
  };
  canvas.addEventListener('gesturestart', gesture('begin'), { passive: false });
  canvas.addEventListener('gesturechange', gesture('change'), { passive: false });
  canvas.addEventListener('gestureend', gesture('end'), { passive: false });
}
