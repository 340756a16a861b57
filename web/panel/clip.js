/**
 * "Clip": records the device's screen (the scene canvas, status bar included) with the canvas'
 * `captureStream` and `MediaRecorder`, for up to 15 seconds, and downloads it, so a demo can be posted in a chat.
 * The clip is WebM where the browser records it (Chromium, Firefox) and MP4 where it records only that (Safari and
 * WebKitGTK, whose MediaRecorder writes H.264 in MP4); the file's name, type and the message follow the format.
 * Recording is local to this page and does not touch the room.
 *
 *   setupClip(button, sceneCanvas, toast);
 */

import { EVENT, emit } from '../events.js';

const LONGEST_MS = 15000;
const FPS = 60;
/** What to record, in order of preference: WebM (VP9 looks better at the same size than VP8), then MP4 (H.264). */
export const CLIP_FORMATS = [
  { mimeType: 'video/webm;codecs=vp9', type: 'video/webm', extension: 'webm', name: 'WebM' },
  { mimeType: 'video/webm;codecs=vp8', type: 'video/webm', extension: 'webm', name: 'WebM' },
  { mimeType: 'video/webm', type: 'video/webm', extension: 'webm', name: 'WebM' },
  { mimeType: 'video/mp4;codecs=avc1', type: 'video/mp4', extension: 'mp4', name: 'MP4' },
  { mimeType: 'video/mp4', type: 'video/mp4', extension: 'mp4', name: 'MP4' },
];

/** The first of `CLIP_FORMATS` this browser records, or null. */
export function clipFormat(recorder = window.MediaRecorder) {
  return (recorder && CLIP_FORMATS.find((format) => recorder.isTypeSupported(format.mimeType))) ?? null;
}

let last = null; // the last clip, for tests

/** The last clip saved: its size in bytes, MIME type, file name and first eight bytes (WebM starts with the EBML
 * header 1A 45 DF A3; MP4 with a box size and `ftyp`). */
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
  const format = clipFormat();
  if (!format || !canvas.captureStream) {
    button.disabled = true;
    button.title = 'This browser cannot record a canvas';
    return;
  }
  button.title = `Record a video of the screen (${format.name})`;
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
    const failed = (error) => {
      clearTimeout(timer);
      stream.getTracks().forEach((track) => track.stop());
      recorder = null;
      button.textContent = 'Clip';
      button.setAttribute('aria-pressed', 'false');
      toast(`This browser could not record the screen as ${format.name} (${error?.name ?? 'error'})`, 6000);
    };
    recorder = new MediaRecorder(stream, { mimeType: format.mimeType, videoBitsPerSecond: 6_000_000 });
    recorder.addEventListener('error', (event) => failed(event.error));
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size) chunks.push(event.data);
    });
    recorder.addEventListener('stop', async () => {
      stream.getTracks().forEach((track) => track.stop());
      recorder = null;
      button.textContent = 'Clip';
      button.setAttribute('aria-pressed', 'false');
      const blob = new Blob(chunks, { type: format.type });
      const name = `transition-lab-${new Date().toISOString().replace(/[:.]/g, '-')}.${format.extension}`;
      const header = [...new Uint8Array(await blob.slice(0, 8).arrayBuffer())];
      last = { size: blob.size, type: blob.type, name, header };
      if (!blob.size) {
        toast(`The clip is empty: this browser recorded no ${format.name} video`, 6000);
        return;
      }
      save(blob, name);
      toast(`Saved a ${(blob.size / 1024).toFixed(0)} KB ${format.name} clip`);
    });
    try {
      recorder.start(250);
    } catch (error) {
      failed(error);
      return;
    }
    // A canvas stream only carries frames the canvas is painted with: repaint once so a still screen records too.
    emit(EVENT.overlay);
    button.textContent = 'Stop clip';
    button.setAttribute('aria-pressed', 'true');
    toast('Recording a clip of the screen (15 s at most)');
    timer = setTimeout(stop, LONGEST_MS);
  });
}
