/**
 * TransitionLab's page: wires the modules together and does nothing else. The page computes no layout
 * or physics; it draws the frames the Swift server sends and forwards input (see docs/protocol.md).
 *
 *   <script type="module" src="main.js"></script>
 */

import { layout } from './geometry.js';
import { setupCanvas, setViewport } from './renderer/canvas.js';
import { startRenderer } from './renderer/renderer.js';
import { setupPointer } from './input/pointer.js';
import { setupWheel } from './input/wheel.js';
import { setupSimulatedPinch } from './input/simulated-pinch.js';
import { setupKeyboard } from './input/keyboard.js';
import { connect, reconnect } from './protocol/socket.js';
import * as messages from './protocol/messages.js';
import { startSession } from './session.js';
import { readSetup, hideToken } from './panel/share-link.js';
import { displayName } from './panel/presence.js';
import { setupPanel } from './panel/panel.js';
import { snapshotStats } from './panel/stats.js';
import { installTestHook } from './test-hook.js';

const setup = readSetup(window.location.search);
hideToken(setup);
const canvas = document.querySelector('#scene');

const session = startSession({ room: setup.room, name: displayName(setup.name), role: setup.role });
setupCanvas(document.querySelector('#stage'), document.querySelector('#device'), canvas);
if (setup.viewport) setViewport(setup.viewport.width, setup.viewport.height);
startRenderer();
setupPointer(canvas);
setupSimulatedPinch(canvas);
setupWheel(canvas);
setupKeyboard();
setupPanel(setup, session, {
  rename(name) {
    session.name = name;
    reconnect();
  },
});
installTestHook(session, snapshotStats);

connect(() => messages.hello({
  room: setup.room,
  name: session.name,
  role: setup.role,
  token: setup.token,
  viewport: { width: layout.viewport.width, height: layout.viewport.height, scale: layout.dpr },
}));
