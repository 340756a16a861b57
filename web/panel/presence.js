/**
 * Team presence: the display name (a default "Guest NNN" until the user edits it in the list; remembered in
 * localStorage, never asked for in a dialog that blocks the device), the list of people in the
 * room with their colours and roles and who is driving (the members the server lists, then "and N more"), and other participants' pointers forwarded by
 * the server, turned into `fingers:remote` events for the renderer.
 *
 *   const name = displayName(urlName); setupPresence(elements, session, rename);
 */

import { EVENT, on, emit } from '../events.js';

const STORAGE_KEY = 'transitionLab.name';

function stored() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(name) {
  try {
    localStorage.setItem(STORAGE_KEY, name);
  } catch {
    // Private mode without storage: the name lasts for this page only.
  }
}

/** The name to join with: the URL's (for this page only), else the remembered one, else a new default
 * ("Guest 123"), remembered so the same person keeps it. */
export function displayName(urlName) {
  if (urlName) return urlName;
  const remembered = stored();
  if (remembered) return remembered;
  const guest = `Guest ${Math.floor(100 + Math.random() * 900)}`;
  store(guest);
  return guest;
}

function memberFor(session, client) {
  return session.presence.find((p) => p.id === client || p.session === client || p.name === client);
}

function isDriver(session, member) {
  const driver = session.driver;
  if (driver == null) return member.driving === true;
  return member.id === driver || member.session === driver || member.name === driver;
}

/** The members to show: the listed ones, plus this client's own entry when the room did not list it. */
function shownMembers(session) {
  const you = session.you;
  const listed = session.presence.some((p) => p.id === session.id);
  return you && !listed ? [...session.presence, { ...you, id: session.id }] : session.presence;
}

function renderList(list, session, editName) {
  list.replaceChildren();
  const shown = shownMembers(session);
  for (const member of shown) {
    const item = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.background = member.color || '#888';
    const name = document.createElement('span');
    name.textContent = member.name || 'Anonymous';
    const isMe = session.isMe(member);
    const role = document.createElement('span');
    role.className = 'role';
    role.textContent = isDriver(session, member) ? `${member.role || 'driver'} · driving` : member.role || '';
    item.append(swatch, name, role);
    if (isMe) {
      name.className = 'me';
      name.textContent += ' (you)';
      const edit = document.createElement('button');
      edit.type = 'button';
      edit.className = 'rename';
      edit.textContent = 'Rename';
      edit.addEventListener('click', editName);
      item.append(edit);
    }
    list.append(item);
  }
  const more = session.presenceCount - shown.length;
  if (more > 0) {
    const item = document.createElement('li');
    item.className = 'more';
    item.textContent = `and ${more} more`;
    list.append(item);
  }
}

function forwardPointer(session, pointer) {
  const client = pointer.client ?? pointer.session ?? pointer.from;
  if (client == null || client === session.id) return;
  const member = memberFor(session, client) || {};
  emit(EVENT.fingersRemote, {
    client,
    id: pointer.id,
    phase: pointer.phase,
    x: pointer.x,
    y: pointer.y,
    name: pointer.name ?? member.name,
    color: pointer.color ?? member.color,
  });
}

/** Wires the name form, the presence list and remote pointers; `rename(name)` rejoins. */
export function setupPresence({ list, form, input }, session, rename) {
  const save = (name) => {
    const trimmed = name.trim().slice(0, 32);
    if (!trimmed || trimmed === session.name) return;
    store(trimmed);
    input.value = trimmed;
    rename(trimmed);
  };
  input.value = session.name;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    save(input.value);
  });
  const editName = () => {
    input.focus();
    input.select();
  };
  let shown = '';
  const render = () => {
    const key = JSON.stringify([session.presence, session.presenceCount, session.you, session.driver, session.id]);
    if (key === shown) return;
    shown = key;
    renderList(list, session, editName);
  };
  // The welcome brings the listed members and the count; `presence` changes and `state` (who drives) arrive as session:state.
  on(EVENT.sessionState, render);
  on(EVENT.sessionWelcome, () => {
    emit(EVENT.fingersClear);
    render();
  });
  const forward = (pointer) => forwardPointer(session, pointer);
  on(EVENT.serverPointer, forward);
  on(EVENT.serverPointers, (message) => (message.pointers || []).forEach(forward));
}
