/**
 * Share links: `?room=NAME&scene=photo-grid&viewport=390x844&p.columns=4…` reproduces a setup. The page
 * reads its own URL once (room, token, name, role, scene, viewport, parameters), applies scene, viewport
 * and parameters after joining, and builds links from the live session. The control token is never put
 * into a share link.
 *
 *   const setup = readSetup(location.search); setupShareLink(elements, setup, toast);
 */

import { on, emit } from '../events.js';
import * as messages from '../protocol/messages.js';
import { session } from '../session.js';
import { layout } from '../renderer/canvas.js';

const PARAM_PREFIX = 'p.';

/** The setup a URL asks for. */
export function readSetup(search) {
  const query = new URLSearchParams(search);
  const params = {};
  for (const [key, value] of query) {
    if (key.startsWith(PARAM_PREFIX) && value !== '' && Number.isFinite(Number(value))) {
      params[key.slice(PARAM_PREFIX.length)] = Number(value);
    }
  }
  const viewport = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(query.get('viewport') || '');
  return {
    room: query.get('room') || 'default',
    token: query.get('token') || '',
    name: query.get('name') || '',
    role: query.get('role') === 'viewer' ? 'viewer' : 'driver',
    scene: query.get('scene') || '',
    viewport: viewport ? { width: Number(viewport[1]), height: Number(viewport[2]) } : null,
    params,
  };
}

/** The link that reproduces the room's current setup. */
export function shareLink(location = window.location) {
  const query = new URLSearchParams();
  query.set('room', session.room);
  if (session.scene) query.set('scene', session.scene);
  query.set('viewport', `${Math.round(layout.viewport.width)}x${Math.round(layout.viewport.height)}`);
  for (const descriptor of session.schema) {
    const value = session.params[descriptor.key];
    if (typeof value === 'number' && Math.abs(value - descriptor.defaultValue) > 1e-9) {
      query.set(`${PARAM_PREFIX}${descriptor.key}`, String(Number(value.toPrecision(6))));
    }
  }
  return `${location.origin}${location.pathname}?${query}`;
}

/** Applies the URL's setup once after joining, and keeps the share field current. */
export function setupShareLink({ button, field }, setup, toast) {
  let pending = { scene: setup.scene, viewport: setup.viewport, params: setup.params };
  const refresh = () => {
    const link = shareLink();
    if (field.value !== link) field.value = link;
  };
  on('session:welcome', () => {
    if (!pending || !session.canDrive) return;
    if (pending.scene && pending.scene !== session.scene && session.scenes.some((s) => s.name === pending.scene)) {
      if (!pending.sceneRequested) emit('input', messages.scene(pending.scene));
      pending.sceneRequested = true;
      return; // the new scene's welcome applies the rest
    }
    if (pending.viewport) emit('input', messages.viewport(pending.viewport.width, pending.viewport.height));
    for (const [key, value] of Object.entries(pending.params)) {
      if (key in session.params && session.params[key] !== value) emit('input', messages.param(key, value));
    }
    pending = null;
    refresh();
  });
  on('session:state', refresh);
  button.addEventListener('click', async () => {
    refresh();
    try {
      await navigator.clipboard.writeText(field.value);
      toast('Share link copied');
    } catch {
      field.focus();
      field.select();
      toast('Link selected: press ⌘C / Ctrl+C to copy');
    }
  });
}
