/**
 * A one-line hint on the device saying what the scene does with a finger, shown from the moment a scene
 * appears until the first gesture on the screen (touch, click, wheel or trackpad pinch). On a computer the
 * pinch scenes say how to pinch without a touch screen (Option-drag, a trackpad pinch or Ctrl + scroll wheel).
 *
 *   setupSceneHint(stageElement, sceneCanvas, session);
 */

import { EVENT, on } from '../events.js';
import { layout } from '../geometry.js';

const HINTS = {
  'photo-grid': 'Pinch to change the number of columns · drag to scroll',
  'today-cards': 'Tap a card to open it · drag it down to close',
  zoom: 'Tap a photo to zoom in · drag it down to go back',
  'spring-lab': 'Tap or drag the square: it springs to the other spot',
  compositional: 'Scroll down · swipe the rows sideways',
  'your-layout': 'Scroll and swipe your layout · pinch to go between layouts A and B',
};
/** Scenes whose main gesture is a pinch. */
const PINCH_SCENES = new Set(['photo-grid', 'your-layout']);
/** Bottom of the hint, in points above the screen's bottom edge (above a tab bar and the home indicator). */
const BOTTOM_POINTS = 150;

/** Shows the current scene's hint over the device until the first gesture on `canvas`. */
export function setupSceneHint(stage, canvas, session) {
  const hint = document.createElement('p');
  hint.className = 'scene-hint';
  hint.id = 'scene-hint';
  hint.setAttribute('role', 'note');
  hint.hidden = true;
  stage.append(hint);
  // Anything but a touch screen (a mouse, a trackpad, or none the browser reports) is told how to pinch.
  const touchScreen = window.matchMedia('(pointer: coarse)').matches;
  let shownFor = null;
  const place = () => {
    hint.style.left = `${layout.originX + (layout.viewport.width * layout.scale) / 2}px`;
    // Its bottom edge sits there and it grows upwards, never wider than the screen less a margin.
    hint.style.top = `${layout.originY + (layout.viewport.height - BOTTOM_POINTS) * layout.scale}px`;
    hint.style.maxWidth = `${layout.viewport.width * layout.scale - 16}px`;
  };
  const show = () => {
    if (!session.scene || session.scene === shownFor) return;
    shownFor = session.scene;
    const text = HINTS[session.scene];
    if (!text) {
      hint.hidden = true;
      return;
    }
    const mouse = !touchScreen && PINCH_SCENES.has(session.scene)
      ? ' · to pinch: Option-drag with a mouse, pinch on a trackpad or Ctrl + scroll wheel' : '';
    hint.textContent = `${text}${mouse}`;
    hint.hidden = false;
    place();
  };
  const dismiss = () => {
    hint.hidden = true;
  };
  on(EVENT.sessionWelcome, show);
  on(EVENT.layout, place);
  for (const type of ['pointerdown', 'wheel', 'gesturestart', 'touchstart']) {
    canvas.addEventListener(type, dismiss, { passive: true });
  }
}
