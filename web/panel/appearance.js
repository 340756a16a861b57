/**
 * The simulated screen's light / dark appearance follows the page's (`prefers-color-scheme`), as an
 * iPhone's apps follow the system setting: a page that drives sets the scene's `darkAppearance`
 * parameter to match when it joins a room nobody else is in, and whenever the system appearance changes.
 * The parameter's switch in the panel ("Screen" group) changes it by hand for the whole room.
 *
 *   setupAppearance(session);
 */

import { EVENT, on, emit } from '../events.js';
import * as messages from '../protocol/messages.js';

const KEY = 'darkAppearance';

/** Keeps the scene's appearance in step with the page's colour scheme, in `session`'s room. */
export function setupAppearance(session) {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const match = () => {
    if (!session.canDrive || !(KEY in session.params)) return;
    const wanted = query.matches ? 1 : 0;
    if (session.params[KEY] !== wanted) emit(EVENT.input, messages.param(KEY, wanted));
  };
  let joining = false;
  on(EVENT.sessionWelcome, () => {
    joining = true;
  });
  on(EVENT.sessionState, () => {
    if (!joining) return;
    joining = false;
    if (session.othersListed === 0) match();
  });
  query.addEventListener('change', match);
}
