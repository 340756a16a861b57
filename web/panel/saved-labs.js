/**
 * Saved labs (docs/protocol.md, "Saved labs"): Share saves the room's lab on the server (`save`) and copies its
 * link, `?lab=ID`, which brings the whole lab back later on any process that shares the store (a lab link's own
 * lab is opened by `ShareLinkState`). Also the "Take over" button of a member who may drive while another holds
 * the room, and what the test hook reads: the last lab link and the room's layouts.
 *
 *   setupSavedLabs({ button, field, takeOver }, session, { toast });
 */

import { EVENT, on, emit } from '../events.js';
import * as messages from '../protocol/messages.js';

/** The link of the lab this page saved or opened last, or null. */
let labLink = null;
/** The room's layouts by slot, as `welcome` and `layout` messages give them. */
const layouts = { a: null, b: null };

/** The link Share copied last (after the server saved the lab), or null before the first save. */
export function savedLabLink() {
  return labLink;
}

/** The room's layouts A and B: each `{ text, kind, counts, values }`, or null. */
export function roomLayouts() {
  const copy = (layout) => layout && {
    text: layout.text, kind: layout.format, counts: layout.counts ?? null, values: layout.values ?? null,
  };
  return { a: copy(layouts.a), b: copy(layouts.b) };
}

function linkTo(lab, location = window.location) {
  return `${location.origin}${location.pathname}?lab=${encodeURIComponent(lab)}`;
}

/**
 * Writes the text `promised` resolves to on the clipboard. The write starts within the click (WebKit allows a
 * clipboard write only there), with the text to come: `ClipboardItem` takes a promise where the browser has it.
 */
function copyWhenReady(promised) {
  if (window.ClipboardItem && navigator.clipboard?.write) {
    const blob = promised.then((text) => new Blob([text], { type: 'text/plain' }));
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  }
  return promised.then((text) => navigator.clipboard.writeText(text));
}

export function setupSavedLabs({ button, field, takeOver }, session, { toast }) {
  let saving = null; // { resolve, reject } of the save in flight
  const show = (lab) => {
    labLink = linkTo(lab);
    field.value = labLink;
  };

  button.addEventListener('click', () => {
    if (saving) return;
    let refused = false;
    const link = new Promise((resolve, reject) => {
      saving = {
        resolve,
        reject: (error) => {
          refused = true;
          reject(error);
        },
      };
    });
    emit(EVENT.send, messages.save());
    copyWhenReady(link).then(
      () => toast('Lab saved: link copied'),
      () => {
        if (refused) return; // the server's error is shown
        field.focus();
        field.select();
        toast('Lab saved: press ⌘C / Ctrl+C to copy its link');
      },
    );
  });
  on(EVENT.serverSaved, (message) => {
    show(message.lab);
    saving?.resolve(labLink);
    saving = null;
  });
  on(EVENT.serverError, (message) => {
    if (message.for === 'save') {
      saving?.reject(new Error(message.message));
      saving = null;
      toast(`Not saved: ${message.message}`, 10000);
    } else if (message.for === 'open') {
      toast(`The lab was not opened: ${message.message}`, 12000);
    }
  });
  on(EVENT.serverOpened, (message) => {
    show(message.lab);
    toast(message.client === session.id ? 'Opened the saved lab' : `${message.name || 'Someone'} opened a saved lab`);
  });

  on(EVENT.serverWelcome, (message) => {
    if (!Array.isArray(message.layouts)) return;
    layouts.a = null;
    layouts.b = null;
    for (const layout of message.layouts) if (layout.slot in layouts) layouts[layout.slot] = layout;
  });
  on(EVENT.serverLayout, (layout) => {
    if (layout.slot in layouts) layouts[layout.slot] = layout;
  });

  // Another member holds the room: this one, who may drive, watches until it takes over.
  const syncTakeOver = () => {
    takeOver.hidden = !(session.mayDrive && !session.canDrive);
  };
  takeOver.addEventListener('click', () => emit(EVENT.send, messages.takeOver()));
  on(EVENT.sessionWelcome, syncTakeOver);
  on(EVENT.sessionState, syncTakeOver);
}
