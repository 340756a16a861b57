/**
 * Saved labs (docs/protocol.md, "Saved labs"): Share saves the room's lab on the server (`save`) and copies its
 * link, `?lab=ID`, which brings the whole lab back later on any process that shares the store. A page opened from
 * a lab link asks the server to show the lab once it has joined: at once when it is alone in the room (the server
 * lets the only member of a room nobody drove open it, even a viewer), else it asks the user, who may propose it
 * to the driver or, driving, open it. Also the "Take over" button of a member who may drive while another holds
 * the room, and what the test hook reads: the last lab link and the room's layouts.
 *
 *   setupSavedLabs({ button, field, takeOver }, setup, { toast, ask });
 */

import { EVENT, on, emit } from '../events.js';
import * as messages from '../protocol/messages.js';
import { session } from '../session.js';
import { shareLink as roomLink } from './share-link.js';

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

export function setupSavedLabs({ button, field, takeOver }, setup, { toast, ask }) {
  let saving = null; // { resolve, reject } of the save in flight
  let asked = false;
  const show = () => {
    const link = labLink ?? roomLink();
    if (field.value !== link) field.value = link;
  };
  on(EVENT.sessionState, show);

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
    labLink = linkTo(message.lab);
    show();
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
    labLink = linkTo(message.lab);
    show();
    toast(message.client === session.id ? 'Opened the saved lab' : `${message.name || 'Someone'} opened a saved lab`);
  });

  // A lab link: opened once the page has joined, as soon as it knows who else is in the room.
  on(EVENT.sessionWelcome, () => {
    if (!setup.lab || asked) return;
    asked = true;
    const alone = !session.presence.some((member) => member.id !== session.id) && session.presenceCount <= 1;
    if (alone) {
      emit(EVENT.send, messages.open(setup.lab));
      return;
    }
    const actions = [
      {
        label: 'Ask the driver',
        run: () => {
          emit(EVENT.send, messages.suggestLab(setup.lab));
          toast('Sent to the room’s driver: the room changes if they accept');
        },
      },
    ];
    if (session.canDrive) actions.push({ label: 'Open lab', run: () => emit(EVENT.send, messages.open(setup.lab)) });
    actions.push({ label: 'Keep room' });
    ask('Others are in this room: your link’s saved lab was not opened.', actions);
  });
  on(EVENT.serverSuggestion, (message) => {
    if (!message.lab || !session.canDrive) return;
    ask(`${message.name || 'Someone'} suggests a saved lab.`, [
      { label: 'Open lab', run: () => emit(EVENT.send, messages.open(message.lab)) },
      { label: 'Ignore' },
    ]);
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
