/**
 * What a share link's setup does once the page joins, as a state machine without the page: it takes the room as
 * each event shows it and returns actions for the page to carry out.
 *
 * A link's setup (scene, viewport, parameters) is applied only to a room nobody else is in: in a busy room it
 * would switch the presenter's scene under them, so the room stays as it is and the user is asked whether to apply
 * the link or suggest it to the driver. A driver's answer to another member's suggestion applies it the same way.
 * Values the room cannot show (an unknown scene, a setting the scene lacks or a value outside its range) join the
 * link's own problems in one toast. The room's setup is remembered as it goes; when a reconnection (or a reload)
 * lands in a fresh room (the server restarted, or the room emptied and was dropped), a page that may drive puts
 * the remembered setup back (`mayRestoreSetup`). A lab link's saved lab (`?lab=ID`) is opened by the first `welcome`
 * when the page is alone in the room (the server lets the only member of a room nobody drove open it, even a
 * viewer); in a busy room the user is asked whether to open it or propose it to the driver.
 *
 * Phases: `joining` until the first `welcome` (`reloading` instead when the tab remembers the room and has no link
 * of its own); `judging` from a `welcome` that left a setup to apply until the `state` after it, which applies or
 * asks; `joined`; `reconnecting` from a dropped connection until the next `welcome`.
 *
 *   const link = new ShareLinkState(setup, rememberedSetup(room));
 *   perform(link.welcome(room));       // room: { scene, scenes, schema, params, canDrive, othersPresent, viewport }
 *   perform(link.state(room));         // → [{ type: 'input', message }, { type: 'toast', text }, …]
 *   perform(link.answer(choice.answer, room)); // the user picked a choice of an `ask` action
 */

import * as messages from '../protocol/messages.js';
import { changedParams, isFreshRoom, mayRestoreSetup } from './room-restore.js';

export const PHASE = Object.freeze({
  joining: 'joining',
  reloading: 'reloading',
  judging: 'judging',
  joined: 'joined',
  reconnecting: 'reconnecting',
});

/** Where the setup waiting to be applied came from: a link, a user's yes, or the room this tab remembers. */
const ORIGIN = Object.freeze({ link: 'link', accepted: 'accepted', reconnected: 'reconnected', reloaded: 'reloaded' });

/** A value of a link, quoted in a message (long ones cut). */
export const quote = (text) => `“${text.length > 24 ? `${text.slice(0, 24)}…` : text}”`;

const REFRESH = Object.freeze({ type: 'refresh' });
const PROBLEMS_TOAST_MS = 12000;

const toast = (text, duration) => ({ type: 'toast', text, duration });

/** The `suggest` message that proposes `setup` to the room's driver (docs/protocol.md). */
function suggestion(setup) {
  return { type: 'suggest', scene: setup.scene || null, viewport: setup.viewport, params: setup.params };
}

/** "zoom · 375 × 667 · 2 settings": what a proposed setup would change. */
function describe({ scene, viewport, params }, scenes) {
  const parts = [];
  if (scene) parts.push(scenes.find((s) => s.name === scene)?.title ?? scene);
  if (viewport) parts.push(`${Math.round(viewport.width)} × ${Math.round(viewport.height)}`);
  const count = Object.keys(params).length;
  if (count) parts.push(count === 1 ? '1 setting' : `${count} settings`);
  return parts.join(' · ') || 'this room’s defaults';
}

export class ShareLinkState {
  #phase;
  /** The setup to apply, `{ scene, viewport, params, origin, sceneRequested }`, or null. */
  #pending;
  /** Every value the page could not use as given, named in one message once the room is known. */
  #problems;
  /** `{ scene, viewport, params }` as the room last showed this tab; after a reload, as it showed it before. */
  #remembered;
  /** A lab link's lab to open once joined, or ''. */
  #lab;
  /** Scenes a fresh room shows: the first of the catalog, and the scene of this page's first room if that was at
   * its defaults (the server's `--scene`). */
  #freshScenes = new Set();

  /** `setup` as `readSetup` read it from the URL; `remembered` the room's setup this tab kept, or null. */
  constructor(setup, remembered) {
    const { scene, viewport, params } = setup;
    const asks = Boolean(scene || viewport || Object.keys(params).length);
    this.#pending = asks ? { scene, viewport, params, origin: ORIGIN.link, sceneRequested: false } : null;
    this.#problems = [...setup.problems];
    this.#lab = setup.lab || '';
    this.#remembered = remembered;
    this.#phase = remembered && !asks ? PHASE.reloading : PHASE.joining;
  }

  get phase() {
    return this.#phase;
  }

  /** Whether a setup still waits to be applied. */
  get pending() {
    return this.#pending !== null;
  }

  connectionClosed() {
    if (this.#phase === PHASE.judging || this.#phase === PHASE.joined) this.#phase = PHASE.reconnecting;
    return [];
  }

  /** The room as a `welcome` showed it: a reconnection or reload into a fresh room may put the remembered setup
   * back; a setup left to apply waits for the `state` that follows. */
  welcome(room) {
    const first = this.#phase === PHASE.joining || this.#phase === PHASE.reloading;
    const changed = changedParams(room.schema, room.params);
    if (first) {
      if (room.scenes.length) this.#freshScenes.add(room.scenes[0].name);
      if (Object.keys(changed).length === 0) this.#freshScenes.add(room.scene);
    }
    if (this.#phase === PHASE.reconnecting || this.#phase === PHASE.reloading) {
      const reloading = this.#phase === PHASE.reloading;
      const restore = mayRestoreSetup({
        remembered: this.#remembered, pending: this.#pending, canDrive: room.canDrive,
        fresh: isFreshRoom(room.scene, changed, this.#freshScenes), scene: room.scene, reloading,
        othersPresent: room.othersPresent,
      });
      if (restore) {
        const origin = reloading ? ORIGIN.reloaded : ORIGIN.reconnected;
        this.#pending = { ...this.#remembered, origin, sceneRequested: false };
      }
    }
    this.#phase = this.#pending ? PHASE.judging : PHASE.joined;
    return first ? this.#openLab(room) : [];
  }

  /** A lab link's lab: opened at once when alone in the room, else asked about. */
  #openLab(room) {
    const lab = this.#lab;
    this.#lab = '';
    if (!lab) return [];
    if (!room.othersPresent) return [{ type: 'send', message: messages.open(lab) }];
    const choices = [{ label: 'Ask the driver', answer: { type: 'suggestLab', lab } }];
    if (room.canDrive) choices.push({ label: 'Open lab', answer: { type: 'open', lab } });
    choices.push({ label: 'Keep room', answer: null });
    return [{ type: 'ask', text: 'Others are in this room: your link’s saved lab was not opened.', choices }];
  }

  /** The room as a `state` or `presence` change showed it. */
  state(room) {
    const actions = [];
    if (this.#phase === PHASE.judging) {
      this.#phase = PHASE.joined;
      actions.push(...this.#judge(room));
    }
    const welcomed = this.#phase !== PHASE.joining && this.#phase !== PHASE.reloading;
    if (welcomed && !this.#pending) actions.push(...this.#report());
    actions.push(...this.#remember(room), REFRESH);
    return actions;
  }

  /** The room's viewport changed. */
  layoutChanged(room) {
    return this.#remember(room);
  }

  /** Another participant's link, proposed to this page as the room's driver. */
  suggestion(message, room) {
    if (!room.canDrive) return [];
    if (message.lab) {
      return [{
        type: 'ask',
        text: `${message.name || 'Someone'} suggests a saved lab.`,
        choices: [{ label: 'Open lab', answer: { type: 'open', lab: message.lab } }, { label: 'Ignore', answer: null }],
      }];
    }
    const proposed = {
      scene: typeof message.scene === 'string' ? message.scene : '',
      viewport: message.viewport && message.viewport.width > 0 ? message.viewport : null,
      params: Object.fromEntries(Object.entries(message.params || {}).filter(([, v]) => Number.isFinite(v))),
    };
    return [{
      type: 'ask',
      text: `${message.name || 'Someone'} suggests ${describe(proposed, room.scenes)}.`,
      choices: [{ label: 'Accept', answer: { type: 'apply', setup: proposed } }, { label: 'Ignore', answer: null }],
    }];
  }

  /** The user picked the choice whose `answer` this is (`apply` or `suggest` its setup, `open` or `suggestLab` a
   * saved lab). */
  answer(answer, room) {
    if (answer.type === 'open') return [{ type: 'send', message: messages.open(answer.lab) }];
    if (answer.type === 'suggestLab') {
      return [
        { type: 'send', message: messages.suggestLab(answer.lab) },
        toast('Sent to the room’s driver: the room changes if they accept'),
      ];
    }
    if (answer.type === 'suggest') {
      return [
        { type: 'send', message: suggestion(answer.setup) },
        toast('Sent to the room’s driver: the room changes if they accept'),
      ];
    }
    this.#pending = { ...answer.setup, origin: ORIGIN.accepted, sceneRequested: false };
    return this.#apply(room);
  }

  /** The `state` after a `welcome`: applies the setup, or holds a link's back and asks while others are in (a page
   * that watches another's driving may only ask the driver). */
  #judge(room) {
    const pending = this.#pending;
    if (!pending) return [];
    if (pending.sceneRequested || pending.origin !== ORIGIN.link || !room.othersPresent) {
      return room.canDrive ? this.#apply(room) : [];
    }
    this.#pending = null;
    const held = { scene: pending.scene, viewport: pending.viewport, params: pending.params };
    // The ask and a toast share one line: the link's problems go first in the question.
    const named = this.#problems.splice(0).map((problem) => `${problem} `).join('');
    const choices = [{ label: 'Ask the driver', answer: { type: 'suggest', setup: held } }];
    if (room.canDrive) choices.push({ label: 'Apply link', answer: { type: 'apply', setup: held } });
    choices.push({ label: 'Keep room', answer: null });
    const text = `${named}Others are in this room: your link’s scene and settings were not applied.`;
    return [{ type: 'ask', text, choices }];
  }

  /** Asks for the setup's scene first (its `welcome` applies the rest), then its viewport and parameters. */
  #apply(room) {
    const pending = this.#pending;
    if (!pending || !room.canDrive) return [];
    const actions = [];
    if (pending.scene && !room.scenes.some((s) => s.name === pending.scene)) {
      this.#problems.push(`No scene ${quote(pending.scene)}: showing ${room.scene}.`);
      pending.scene = '';
    }
    if (pending.scene && pending.scene !== room.scene) {
      if (!pending.sceneRequested) actions.push({ type: 'input', message: messages.scene(pending.scene) });
      pending.sceneRequested = true;
      return actions;
    }
    if (pending.viewport) {
      actions.push({ type: 'input', message: messages.viewport(pending.viewport.width, pending.viewport.height) });
    }
    for (const [key, value] of Object.entries(pending.params)) {
      const descriptor = room.schema.find((d) => d.key === key);
      if (!descriptor) {
        this.#problems.push(`No setting ${quote(key)} in ${room.scene}: ignored.`);
        continue;
      }
      const used = Math.min(descriptor.max, Math.max(descriptor.min, value));
      if (used !== value) {
        this.#problems.push(`${descriptor.label} ${value} is outside ${descriptor.min}–${descriptor.max}: using ${used}.`);
      }
      if (room.params[key] !== used) actions.push({ type: 'input', message: messages.param(key, used) });
    }
    if (pending.origin === ORIGIN.reconnected || pending.origin === ORIGIN.reloaded) {
      const how = pending.origin === ORIGIN.reloaded ? 'Reloaded' : 'Reconnected';
      actions.push(toast(`${how}: restored the room’s scene and settings`));
    }
    this.#pending = null;
    actions.push(REFRESH, ...this.#report());
    return actions;
  }

  #report() {
    if (!this.#problems.length) return [];
    return [toast(this.#problems.splice(0).join(' '), PROBLEMS_TOAST_MS)];
  }

  /** Keeps the room's setup, unless a setup is still being applied (the room is not what it will be). */
  #remember(room) {
    if (this.#pending && room.canDrive) return [];
    if (!room.scene || this.#phase === PHASE.reconnecting) return [];
    this.#remembered = {
      scene: room.scene, viewport: { ...room.viewport }, params: changedParams(room.schema, room.params),
    };
    return [{ type: 'remember', setup: this.#remembered }];
  }
}
