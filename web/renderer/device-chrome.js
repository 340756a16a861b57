/**
 * The iPhone around the scene: the status bar (time, cellular bars, Wi-Fi, battery), the Dynamic Island or
 * the notch, and the home indicator, drawn over the scene in scene points as the device shows them over any
 * app. Glyphs are dark over a light screen and light over a dark one, as `UIStatusBarStyle.default` follows
 * the content's appearance. Sizes per device (points) after Apple's Human Interface Guidelines, "Layout"
 * (safe areas; https://developer.apple.com/design/human-interface-guidelines/layout) and the device
 * dimensions Apple publishes in its accessory design guidelines: Dynamic Island 126 × 37 at 11 pt from the
 * top; notch 162 × 33 on the iPhone 12–14; home indicator 134 × 5, 8 pt above the bottom edge.
 *
 *   drawDeviceChrome(ctx, viewport, frame.background);
 */

import { roundedRect } from './shapes.js';
import { FONT_FAMILY } from './labels.js';

/** The cut-out kind and status bar height of each preset; other sizes get none (an iPad or an unknown). */
const DEVICES = new Map([
  ['390x844', { cutout: 'notch', statusBar: 47, homeIndicator: true }],
  ['393x852', { cutout: 'island', statusBar: 59, homeIndicator: true }],
  ['430x932', { cutout: 'island', statusBar: 59, homeIndicator: true }],
  ['375x667', { cutout: null, statusBar: 20, homeIndicator: false }],
  ['820x1180', { cutout: null, statusBar: 24, homeIndicator: true }],
]);

/** The time every Apple product shot shows. */
const TIME = '9:41';

/** The device behind a viewport size (unknown sizes: no cut-out, a 20-pt status bar, no home indicator). */
export function deviceFor(viewport) {
  const key = `${Math.round(viewport.width)}x${Math.round(viewport.height)}`;
  return DEVICES.get(key) ?? { cutout: null, statusBar: 20, homeIndicator: false };
}

/** Whether an `0xRRGGBBAA` colour is light (relative luminance above one half). */
export function isLight(rgba) {
  const r = (rgba >>> 24) & 0xff;
  const g = (rgba >>> 16) & 0xff;
  const b = (rgba >>> 8) & 0xff;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 128;
}

function drawCutout(ctx, device, width) {
  ctx.fillStyle = '#000';
  if (device.cutout === 'island') {
    roundedRect(ctx, (width - 126) / 2, 11, 126, 37, 18.5);
    ctx.fill();
  } else if (device.cutout === 'notch') {
    const w = 162;
    const h = 33;
    const x = (width - w) / 2;
    ctx.beginPath();
    ctx.moveTo(x - 6, 0);
    ctx.arcTo(x, 0, x, 6, 6);
    ctx.lineTo(x, h - 20);
    ctx.arcTo(x, h, x + 20, h, 20);
    ctx.lineTo(x + w - 20, h);
    ctx.arcTo(x + w, h, x + w, h - 20, 20);
    ctx.lineTo(x + w, 6);
    ctx.arcTo(x + w, 0, x + w + 6, 0, 6);
    ctx.closePath();
    ctx.fill();
  }
}

function drawSignal(ctx, x, y) {
  for (let i = 0; i < 4; i += 1) {
    const h = 4 + i * 2;
    roundedRect(ctx, x + i * 4.5, y - h, 3, h, 1);
    ctx.fill();
  }
}

function drawWifi(ctx, x, y) {
  ctx.save();
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  for (const r of [3.5, 7, 10.5]) {
    ctx.beginPath();
    ctx.arc(x, y, r, -Math.PI * 0.75, -Math.PI * 0.25);
    ctx.stroke();
  }
  ctx.restore();
}

function drawBattery(ctx, x, y) {
  ctx.save();
  ctx.globalAlpha *= 0.4;
  ctx.lineWidth = 1;
  roundedRect(ctx, x + 0.5, y - 12 + 0.5, 24, 12, 4);
  ctx.stroke();
  roundedRect(ctx, x + 25.5, y - 8, 1.5, 4, 0.75);
  ctx.fill();
  ctx.restore();
  roundedRect(ctx, x + 2, y - 10, 20 * 0.8, 8, 2.5);
  ctx.fill();
}

/** Draws the status bar, the cut-out and the home indicator over a frame of `background` (`0xRRGGBBAA`). */
export function drawDeviceChrome(ctx, viewport, background) {
  const device = deviceFor(viewport);
  const { width, height } = viewport;
  const ink = isLight(background) ? '#000' : '#fff';
  ctx.save();
  if (ink === '#fff') {
    // Over dark content (a photo grid) the status bar sits on a soft scrim, as the Photos app shows it.
    const scrim = ctx.createLinearGradient(0, 0, 0, device.statusBar + 12);
    scrim.addColorStop(0, 'rgba(0,0,0,0.55)');
    scrim.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = scrim;
    ctx.fillRect(0, 0, width, device.statusBar + 12);
  }
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  // The status bar's items centre on the cut-out's middle (or on the 20-pt bar of a home-button iPhone).
  const baseline = device.cutout === 'island' ? 29.5 + 6 : device.cutout === 'notch' ? 17 + 6 : device.statusBar / 2 + 4;
  const size = device.cutout ? 17 : 12;
  ctx.font = `700 ${size}px ${FONT_FAMILY}`;
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'center';
  const side = device.cutout ? (width - (device.cutout === 'island' ? 126 : 162)) / 4 : 0;
  if (device.cutout) {
    ctx.fillText(TIME, side + 6, baseline);
    drawSignal(ctx, width - side - 36, baseline);
    drawWifi(ctx, width - side - 4, baseline + 1);
    drawBattery(ctx, width - side + 8, baseline);
  } else {
    ctx.fillText(TIME, width / 2, baseline);
    drawSignal(ctx, 6, baseline);
    drawWifi(ctx, 36, baseline + 1);
    drawBattery(ctx, width - 34, baseline);
  }
  drawCutout(ctx, device, width);
  if (device.homeIndicator) {
    ctx.fillStyle = ink;
    roundedRect(ctx, (width - 134) / 2, height - 8 - 5, 134, 5, 2.5);
    ctx.fill();
  }
  ctx.restore();
}
