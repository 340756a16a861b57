/**
 * "Clip": records the device's screen (the scene canvas, status bar included) with the canvas'
 * `captureStream` and `MediaRecorder` as WebM, for up to 15 seconds, and downloads it, so a demo can be
 * posted in a chat. Recording is local to this page and does not touch the room.
 *
 *   setupClip(button, sceneCanvas, toast);
 */

import { EVENT, emit } from '../events.js';

const LONGEST_MS = 15000;
const FPS = 60;
/** WebM codecs in order of preference (VP9 looks better at the same size; VP8 everywhere else). */
const TYPES = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'];

let last = null; // { size, type, header } of the last clip, for tests

/** The last clip saved: its size in bytes, MIME type and first four bytes (WebM starts with 1A 45 DF A3). */
export function lastClip() {
  return last;
}

function save(blob, name) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** Wires `button` to start and stop a clip of `canvas`. */
export function setupClip(button, canvas, toast) {
  const type = window.MediaRecorder && TYPES.find((t) => MediaRecorder.isTypeSupported(t));
  if (!type || !canvas.captureStream) {
    button.disabled = true;
    button.title = 'This browser cannot record a canvas';
    return;
  }
  let recorder = null;
  let timer = 0;
  const stop = () => {
    clearTimeout(timer);
    if (!recorder || recorder.state === 'inactive') return;
    emit(EVENT.overlay); // the last state on screen ends the clip
    requestAnimationFrame(() => requestAnimationFrame(() => recorder?.stop()));
  };
  button.addEventListener('click', () => {
    if (recorder) {
      stop();
      return;
    }
    const chunks = [];
    const stream = canvas.captureStream(FPS);
    recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 6_000_000 });
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size) chunks.push(event.data);
    });
    recorder.addEventListener('stop', async () => {
      stream.getTracks().forEach((track) => track.stop());
      recorder = null;
      button.textContent = 'Clip';
      button.setAttribute('aria-pressed', 'false');
      const blob = new Blob(chunks, { type: 'video/webm' });
      const header = [...new Uint8Array(await blob.slice(0, 4).arrayBuffer())];
      last = { size: blob.size, type: blob.type, header };
      if (!blob.size) {
        toast('The clip is empty: nothing moved while recording');
        return;
      }
      save(blob, `transition-lab-${new Date().toISOString().replace(/[:.]/g, '-')}.webm`);
      toast(`Saved a ${(blob.size / 1024).toFixed(0)} KB WebM clip`);
    });
    recorder.start(250);
    // A canvas stream only carries frames the canvas is painted with: repaint once so a still screen records too.
    emit(EVENT.overlay);
    button.textContent = 'Stop clip';
    button.setAttribute('aria-pressed', 'true');
    toast('Recording a clip of the screen (15 s at most)');
    timer = setTimeout(stop, LONGEST_MS);
  });
}
