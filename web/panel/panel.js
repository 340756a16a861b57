/**
 * The panel and the stage's chrome: scene picker, viewport presets, parameter controls, connection
 * indicator, viewer badge, help overlay and toasts. Sub-sections (spring graph, code export, time,
 * presence, share link, stats) live in their own modules; this one builds and wires them.
 *
 *   setupPanel(setup, session, { rename });
 */

import { EVENT, on, emit } from '../events.js';
import * as messages from '../protocol/messages.js';
import { layout } from '../geometry.js';
import { buildControls, updateControls, highlightGroup } from './controls.js';
import { setupSpringGraph } from './spring-graph.js';
import { setupCodeExport } from './code-export.js';
import { setupSceneExport } from './scene-export.js';
import { setupPlayback } from './playback.js';
import { setupPresence } from './presence.js';
import { setupShareLink } from './share-link.js';
import { setupSavedLabs } from './saved-labs.js';
import { setupStats } from './stats.js';
import { setupSceneHint } from './scene-hint.js';
import { setupRefusedLayoutNote } from './refused-layout.js';
import { setupAppearance } from './appearance.js';
import { setupClip } from './clip.js';
import { setupLayoutEditor } from './layout-editor.js';
import { setupRoomMemory } from './room-memory.js';

const $ = (selector) => document.querySelector(selector);

let toastTimer = 0;

/** Shows a short status line at the foot of the panel (3 s; 6 s when it explains a problem). */
export function toast(text, durationMs = 3000) {
  const element = $('#toast');
  element.replaceChildren(text);
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    element.replaceChildren();
  }, durationMs);
}

/** Shows `text` with one button per `actions` entry ({ label, run }); a click runs it and hides the line.
 * Nothing is blocked meanwhile: the line goes away after 15 s as if dismissed. */
export function ask(text, actions) {
  const element = $('#toast');
  const buttons = actions.map(({ label, run }) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', () => {
      element.replaceChildren();
      run?.();
    });
    return button;
  });
  element.replaceChildren(text, ...buttons);
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => element.replaceChildren(), 15000);
}

function setupConnection() {
  const indicator = $('#connection');
  const text = indicator.querySelector('.connection-text');
  // Offline, the whole seconds left until the next attempt count down.
  let countdown = 0;
  on(EVENT.socketStatus, (status, retryMs) => {
    indicator.dataset.state = status;
    clearInterval(countdown);
    if (status === 'open') text.textContent = 'Connected';
    else if (status === 'connecting') text.textContent = 'Connecting…';
    else {
      const retryAt = performance.now() + retryMs;
      const show = () => {
        const seconds = Math.max(1, Math.ceil((retryAt - performance.now()) / 1000));
        text.textContent = `Offline, retrying in ${seconds} s`;
      };
      show();
      countdown = setInterval(show, 200);
    }
  });
}

function setupScenePicker(session) {
  const picker = $('#scene-picker');
  picker.addEventListener('change', () => emit(EVENT.input, messages.scene(picker.value)));
  const sync = () => {
    const names = session.scenes.map((s) => s.name).join();
    if (picker.dataset.names !== names) {
      picker.dataset.names = names;
      picker.replaceChildren(...session.scenes.map((scene) => {
        const option = new Option(scene.title, scene.name);
        option.title = scene.title;
        return option;
      }));
    }
    if (session.scene) picker.value = session.scene;
  };
  on(EVENT.sessionWelcome, sync);
  on(EVENT.sessionState, sync);
}

function setupViewportPicker() {
  const picker = $('#viewport-picker');
  picker.addEventListener('change', () => {
    const [width, height] = picker.value.split('x').map(Number);
    emit(EVENT.input, messages.viewport(width, height));
  });
  // A size no preset has (set by another client) is shown as what it is, never as a preset it is not.
  const other = new Option('', '');
  other.hidden = true;
  picker.append(other);
  on(EVENT.layout, () => {
    const { width, height } = layout.viewport;
    const value = `${Math.round(width)}x${Math.round(height)}`;
    const preset = [...picker.options].some((option) => option !== other && option.value === value);
    other.hidden = preset;
    if (!preset) {
      other.value = value;
      other.textContent = `Other · ${Math.round(width)} × ${Math.round(height)}`;
    }
    picker.value = value;
  });
}

function setupHelp() {
  const help = $('#help');
  const toggle = $('#help-toggle');
  const show = (visible) => {
    help.hidden = !visible;
    toggle.setAttribute('aria-expanded', String(visible));
    if (visible) $('#help-close').focus();
  };
  // Back to the scene; its focus ring only when the help was closed from the keyboard.
  const close = (byKeyboard) => {
    const hadFocus = help.contains(document.activeElement);
    show(false);
    if (hadFocus || !byKeyboard) $('#scene').focus({ focusVisible: byKeyboard });
  };
  toggle.addEventListener('click', () => show(help.hidden));
  // `detail` is 0 for a click made with Enter or Space.
  $('#help-close').addEventListener('click', (event) => close(event.detail === 0));
  help.addEventListener('click', (event) => {
    if (event.target === help) close(false); // the backdrop around the card
  });
  on(EVENT.command, (command) => {
    if (command === 'help') show(help.hidden);
    if (command === 'escape' && !help.hidden) close(true);
  });
}

/** Controls that drive the room work only while connected and allowed to drive: edits made offline
 * would be dropped (the socket queues nothing), so they are disabled until the reconnection's `welcome`. */
function setupDrivingState(setup, session) {
  let connected = false;
  // A viewer by choice (`?role=viewer`) can drive by dropping that from the link; only a viewer the server
  // made one (no control token, beyond loopback) needs the host's driver link.
  if (setup.role === 'viewer') {
    const url = new URL(window.location.href);
    url.searchParams.delete('role');
    const link = document.createElement('a');
    link.href = url.href;
    link.textContent = 'Drive instead';
    $('#viewer-badge').lastElementChild.replaceChildren('You chose to watch. ', link);
  }
  const sync = () => {
    // A member who may drive while another holds the room has the Take over button instead.
    $('#viewer-badge').hidden = session.mayDrive;
    const enabled = connected && session.canDrive;
    for (const element of document.querySelectorAll('[data-drives]')) element.disabled = !enabled;
  };
  on(EVENT.socketStatus, (status) => {
    const open = status === 'open';
    // Enabled again by the connection's `welcome` (which also rebuilds the controls), not by `open` alone.
    if (!open && connected) {
      connected = false;
      sync();
    }
  });
  on(EVENT.sessionWelcome, () => {
    connected = true;
    sync();
  });
  on(EVENT.sessionState, sync);
  sync();
}

/** On a phone the panel is a sheet under the device (a drawer beside it on its side): "Controls" opens it. */
function setupSheet() {
  const toggle = $('#panel-toggle');
  toggle.addEventListener('click', () => {
    const open = document.body.classList.toggle('panel-open');
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = open ? 'Done' : 'Controls';
  });
}

/** Builds the panel over the room's `session`; `rename(name)` rejoins under a new display name. */
export function setupPanel(setup, session, { rename }) {
  $('#room-name').textContent = `room ${setup.room}`;
  setupConnection();
  setupSheet();
  setupScenePicker(session);
  setupViewportPicker();
  setupHelp();
  let graphed = '';
  on(EVENT.sessionWelcome, () => {
    buildControls($('#controls'), session.schema);
    highlightGroup(graphed);
  });
  on(EVENT.sessionState, () => updateControls(session.params));
  on(EVENT.curve, (curve) => {
    graphed = curve.title;
    highlightGroup(graphed);
  });
  // The server graphs the spring group edited last: touching another spring's group re-sends one of its
  // values unchanged, which makes that group the edited one without changing the motion.
  on(EVENT.groupFocus, (group, key) => {
    if (!/spring$/i.test(group) || group === graphed || !session.canDrive || !(key in session.params)) return;
    emit(EVENT.input, messages.param(key, session.params[key]));
  });
  setupSpringGraph($('#spring-graph'), $('#spring-facts'), session);
  setupCodeExport(document.querySelectorAll('[data-copy]'), $('#snippet'), toast);
  setupSceneExport({ copy: $('#scene-copy'), download: $('#scene-download'), view: $('#scene-swift') }, toast);
  setupPlayback({
    timeScale: $('#time-scale'),
    timeScaleValue: $('#time-scale-value'),
    pause: $('#pause'),
    step: $('#step'),
    record: $('#record'),
    replay: $('#replay'),
    downloadButton: $('#download'),
    badges: { recording: $('#recording-badge'), paused: $('#paused-badge'), replaying: $('#replaying-badge') },
  }, session, { toast, ask });
  setupPresence({
    list: $('#presence'),
    form: $('#name-form'),
    input: $('#display-name'),
  }, session, rename);
  setupShareLink($('#share-link'), setup, session, { toast, ask });
  setupSavedLabs({ button: $('#share'), field: $('#share-link'), takeOver: $('#take-over') }, session, { toast });
  setupStats($('#stats'), $('#stats-list'), $('#stats-toggle'));
  setupDrivingState(setup, session);
  setupSceneHint($('#stage'), $('#scene'), session);
  setupRefusedLayoutNote($('#stage'));
  setupAppearance(session);
  setupClip($('#clip'), $('#scene'), toast);
  setupLayoutEditor($('#layout-section'), session, toast);
  setupRoomMemory(setup.room, session);
  on(EVENT.serverError, (message) => toast(`Server: ${message.message || message.code || 'error'}`, 6000));
}
