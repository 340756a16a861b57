/**
 * Frame play-out: frames from the network are shown one per display refresh, in order. When two arrive in one
 * refresh interval (network jitter, or the server's frame clock and the display's drifting past each other), the
 * second is shown on the next refresh instead of replacing the first unseen: a replaced frame followed by a
 * repeated one is the stutter this queue exists to prevent.
 *
 * A frame that waited a refresh behind its predecessor stays that far behind while the two clocks keep their
 * phase: at its refresh it is one interval old plus the jitter. So the limit past which a newer frame replaces it
 * is one and a half intervals, not one (a limit of exactly one interval dropped such frames about half the time,
 * up to five a second in a headless Chromium on a 2-core machine). The added latency stays under two intervals and
 * occurs only after frames bunched up; at most `CAPACITY` frames wait.
 *
 *   const playout = new Playout((frame) => emit('frame:skipped', frame));
 *   playout.push(frame, performance.now());          // on arrival
 *   const next = playout.take(performance.now());   // once per requestAnimationFrame; null: nothing new
 */

/** One display refresh at 60 Hz, in ms (the server's default frame rate). */
export const REFRESH_MS = 1000 / 60;

/** How long a queued frame may have waited before a newer one replaces it, in ms. */
export const LATE_MS = 1.5 * REFRESH_MS;

/** The most frames that wait; an arrival beyond it replaces the oldest. */
export const CAPACITY = 2;

export class Playout {
  /** `onSkip(frame)` hears of every frame replaced before it was shown. */
  constructor(onSkip) {
    this.onSkip = onSkip;
    this.queue = []; // { frame, at }: received, not shown yet, oldest first
  }

  /** The number of frames waiting. */
  get pending() {
    return this.queue.length;
  }

  /** Queues a frame that arrived at `at` (ms, performance.now()). */
  push(frame, at) {
    this.queue.push({ frame, at });
    while (this.queue.length > CAPACITY) this.onSkip(this.queue.shift().frame);
  }

  /** The frame to show at `now`, dropping queued frames that waited past `LATE_MS` for a newer one. */
  take(now) {
    while (this.queue.length > 1 && now - this.queue[0].at > LATE_MS) this.onSkip(this.queue.shift().frame);
    return this.queue.shift()?.frame ?? null;
  }
}
