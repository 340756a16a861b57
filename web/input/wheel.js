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

/** The trackpad pinch in progress, whether ctrl+wheel events or Safari's gesture events drive it (`source`): its
 * cumulative scale, its centre in scene points (null while none runs), the wheel path's end timer and last event. A
 * browser that fires both for one pinch sends its wheel events while the gesture runs: they are ignored. */
const pinch = {
  source: null,
  scale: 1,
  center: null,
  endTimer: 0,
  lastWheelAt: 0,
};

function resetPinch() {
  pinch.source = null;
  pinch.center = null;
  pinch.scale = 1;
}

function endPinch() {
  if (!pinch.center) return;
  const { scale, center } = pinch;
  emit(EVENT.input, messages.pinch('end', scale, center.x, center.y, performance.now()));
  resetPinch();
}

function wheelPinch(event) {
  if (pinch.source === 'gesture') return;
  const phase = pinch.center ? 'change' : 'begin';
  if (!pinch.center) {
    pinch.source = 'wheel';
    pinch.center = clientToScene(event.clientX, event.clientY);
  }
  pinch.scale *= Math.exp(-event.deltaY / PINCH_DELTA_PER_E);
  const { scale, center } = pinch;
  emit(EVENT.input, messages.pinch(phase, scale, center.x, center.y, event.timeStamp));
  pinch.lastWheelAt = performance.now();
  clearTimeout(pinch.endTimer);
  pinch.endTimer = setTimeout(endPinchWhenQuiet, PINCH_END_MS);
}

/** Ends the wheel pinch after a pause in its wheel events. On a busy page the timer can fire while the next wheel
 * event still waits in the queue; browsers dispatch wheel events before animation-frame callbacks, so the
 * pause is checked again in the next frame. */
function endPinchWhenQuiet() {
  requestAnimationFrame(() => {
    if (pinch.source !== 'wheel') return;
    const quiet = performance.now() - pinch.lastWheelAt;
    if (quiet >= PINCH_END_MS) endPinch();
    else pinch.endTimer = setTimeout(endPinchWhenQuiet, PINCH_END_MS - quiet);
  });
}

/** Safari's (macOS trackpad, iOS) non-standard GestureEvent of `phase`, with a cumulative `scale`. */
function gesturePinch(phase, event) {
  event.preventDefault();
  if (hasActivePointers()) return; // a touch pinch, already sent as pointers
  if (phase === 'begin') {
    clearTimeout(pinch.endTimer);
    endPinch(); // a wheel pinch still waiting for its pause
    pinch.source = 'gesture';
    pinch.center = clientToScene(event.clientX, event.clientY);
  }
  if (pinch.source !== 'gesture') return;
  pinch.scale = event.scale || 1;
  const { scale, center } = pinch;
  emit(EVENT.input, messages.pinch(phase, scale, center.x, center.y, event.timeStamp));
  if (phase === 'end') resetPinch();
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
  for (const [type, phase] of [['gesturestart', 'begin'], ['gesturechange', 'change'], ['gestureend', 'end']]) {
    canvas.addEventListener(type, (event) => gesturePinch(phase, event), { passive: false });
  }
}
