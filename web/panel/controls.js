/**
 * Parameter controls generated from the server's schema: one group per `group`, and per parameter a
 * labelled control and a reset button, with the unit shown: a slider and a number field, a switch
 * (`control: 'toggle'`) or a picker (`control: 'choice'`). Edits go out live as `param`
 * input; values from the server (another client's edits, clamping) update the controls, except the one
 * being dragged. Touching a group emits `group:focus` (group, its first key).
 *
 *   buildControls(container, session.schema); updateControls(session.params);
 */

import { EVENT, emit } from '../events.js';
import * as messages from '../protocol/messages.js';

const rows = new Map(); // key → { descriptor, row, inputs, show, value }

function format(value, step) {
  if (typeof step !== 'number' || step >= 1) return String(Math.round(value * 1000) / 1000);
  const digits = Math.min(4, Math.max(0, Math.ceil(-Math.log10(step))));
  return value.toFixed(digits);
}

function send(descriptor, value) {
  if (!Number.isFinite(value)) return;
  const clamped = Math.min(descriptor.max, Math.max(descriptor.min, value));
  emit(EVENT.paramEdit, descriptor.key, clamped);
  emit(EVENT.input, messages.param(descriptor.key, clamped));
}

/** The input that edits `descriptor`: a slider with a number field, a switch, or a picker. */
function buildInputs(descriptor, id) {
  if (descriptor.control === 'toggle') {
    const toggle = document.createElement('input');
    Object.assign(toggle, { type: 'checkbox', id, className: 'switch' });
    toggle.setAttribute('role', 'switch');
    toggle.addEventListener('change', () => send(descriptor, toggle.checked ? 1 : 0));
    return { inputs: [toggle], show: (value) => { toggle.checked = value >= 0.5; } };
  }
  if (descriptor.control === 'choice') {
    const picker = document.createElement('select');
    picker.id = id;
    descriptor.choices.forEach((title, index) => picker.append(new Option(title, String(index))));
    picker.addEventListener('change', () => send(descriptor, Number(picker.value)));
    return { inputs: [picker], show: (value) => { picker.value = String(Math.round(value)); } };
  }
  const slider = document.createElement('input');
  Object.assign(slider, { type: 'range', id, min: descriptor.min, max: descriptor.max, step: descriptor.step });
  const number = document.createElement('input');
  Object.assign(number, { type: 'number', min: descriptor.min, max: descriptor.max, step: descriptor.step });
  number.setAttribute('aria-label', `${descriptor.label} value${descriptor.unit ? ` in ${descriptor.unit}` : ''}`);
  slider.addEventListener('input', () => {
    number.value = format(Number(slider.value), descriptor.step);
    send(descriptor, Number(slider.value));
  });
  // An emptied or unreadable field gets the current value back; a typed value outside the range is
  // clamped, and the field shows what was stored, not what was typed.
  number.addEventListener('change', () => {
    const current = rows.get(descriptor.key)?.value ?? Number(slider.value);
    const typed = number.value.trim() === '' ? NaN : Number(number.value);
    const value = Number.isFinite(typed) ? Math.min(descriptor.max, Math.max(descriptor.min, typed)) : current;
    slider.value = String(value);
    number.value = format(value, descriptor.step);
    if (value === current) return;
    // The field keeps focus, so the server's echo does not reach it (`updateControls`): the value sent is the
    // one in use, which an emptied field gets back.
    const entry = rows.get(descriptor.key);
    if (entry) setValue(entry, value);
    send(descriptor, value);
  });
  return {
    inputs: [slider, number],
    show: (value) => {
      slider.value = String(value);
      number.value = format(value, descriptor.step);
    },
  };
}

function defaultText(descriptor) {
  if (descriptor.control === 'toggle') return descriptor.defaultValue >= 0.5 ? 'on' : 'off';
  if (descriptor.control === 'choice') return descriptor.choices[Math.round(descriptor.defaultValue)] ?? '';
  return format(descriptor.defaultValue, descriptor.step);
}

function buildRow(descriptor) {
  const id = `param-${descriptor.key}`;
  const row = document.createElement('div');
  row.className = `param ${descriptor.control}`;
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = descriptor.label;
  if (descriptor.unit) {
    const unit = document.createElement('span');
    unit.className = 'unit';
    unit.textContent = ` (${descriptor.unit})`;
    label.append(unit);
  }
  const { inputs, show } = buildInputs(descriptor, id);
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.textContent = 'Reset';
  reset.setAttribute('aria-label', `Reset ${descriptor.label} to ${defaultText(descriptor)}`);
  reset.addEventListener('click', () => {
    setValue(rows.get(descriptor.key), descriptor.defaultValue);
    send(descriptor, descriptor.defaultValue);
  });
  for (const element of [...inputs, reset]) {
    element.dataset.drives = '';
    element.dataset.key = descriptor.key;
  }
  row.append(label, ...inputs, reset);
  return { descriptor, row, inputs, show, value: null };
}

function setValue(entry, value) {
  if (entry.value === value) return;
  entry.value = value;
  entry.show(value);
  entry.row.classList.toggle('changed', Math.abs(value - entry.descriptor.defaultValue) > 1e-9);
}

/** Rebuilds `container` for `schema` (an array of normalised descriptors). */
export function buildControls(container, schema) {
  rows.clear();
  container.replaceChildren();
  const groups = new Map();
  for (const descriptor of schema) {
    if (!groups.has(descriptor.group)) groups.set(descriptor.group, []);
    groups.get(descriptor.group).push(descriptor);
  }
  for (const [group, descriptors] of groups) {
    const fieldset = document.createElement('fieldset');
    fieldset.className = 'group';
    fieldset.dataset.group = group;
    if (group) {
      const legend = document.createElement('legend');
      legend.textContent = group;
      fieldset.append(legend);
    }
    // Touching a group (its title or any control) asks for its spring in the graph.
    const focus = () => emit(EVENT.groupFocus, group, descriptors[0]?.key);
    fieldset.addEventListener('pointerdown', focus);
    fieldset.addEventListener('focusin', focus);
    for (const descriptor of descriptors) {
      const entry = buildRow(descriptor);
      rows.set(descriptor.key, entry);
      setValue(entry, descriptor.value);
      fieldset.append(entry.row);
    }
    container.append(fieldset);
  }
  if (!schema.length) {
    const empty = document.createElement('p');
    empty.className = 'empty';
    empty.textContent = 'This scene has no live parameters.';
    container.append(empty);
  }
}

/** Shows `params` (key → value), leaving the control under the user's hand alone. */
export function updateControls(params) {
  for (const [key, value] of Object.entries(params)) {
    const entry = rows.get(key);
    if (!entry || typeof value !== 'number') continue;
    const [input, number] = entry.inputs;
    if (document.activeElement === input && input.matches(':active')) continue;
    if (number && document.activeElement === number) continue;
    setValue(entry, value);
  }
}

/** Marks the group whose spring the graph shows (`curve.title` names the group). */
export function highlightGroup(title) {
  for (const fieldset of document.querySelectorAll('#controls .group')) {
    fieldset.classList.toggle('active', fieldset.dataset.group === title);
  }
}
