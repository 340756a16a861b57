/**
 * Frame play-out: frames from the network are shown one per display refresh, in order. When two arrive in one
 * refresh interval (network jitter, or the server's frame clock and the display's drifting past each other), the
 * second is shown on the next refresh instead of replacing the first unseen: a replaced frame followed by a
 * repeated one is the stutter this queue exists to prevent.
 *
 * Waiting costs latency, so a backlog is kept only where it buys smoothness:
 * - A frame that waited a refresh behind its predecessor is one interval old plus the jitter at its refresh, so a
 *   newer frame replaces it only past one and a half intervals (`LATE`). A limit of exactly one interval dropped
 *   such frames about half the time when the clocks ran in phase: 54 of 59 frames drawn in a headless Chromium.
 * - A backlog stays only while frames arrive within `SETTLE_MS` before the refresh (a few ms of jitter, at most half
 *   an interval), where jitter makes neighbouring frames collide again and again. Elsewhere one late frame would
 *   leave every later frame a whole interval behind until the clocks drift; there the oldest is skipped once, and
 *   the delay comes back.
 * The interval is the display's, measured from the animation-frame timestamps (60 Hz until measured), so 120 Hz
 * displays get their own limits. At most `CAPACITY` frames wait.
 *
 * A frame that arrives alone, while no frame has been taken for the coming refresh, may be shown at once
 * (`takeAhead`): it is drawn before the refresh instead of in it, and that refresh takes no other frame, so the
 * display still gets at most one frame per refresh, in order.
 *
 *   const playout = new Playout((frame) => emit(EVENT.frameSkipped, frame));
 *   playout.push(frame, performance.now());   // on arrival
 *   const now = playout.takeAhead();          // right after arrival: the frame to draw now, or null
 *   const next = playout.take(timestamp);     // in each requestAnimationFrame callback; null: nothing new
 */

/** A display refresh at 60 Hz, in ms: the interval until one is measured. */
export const DEFAULT_REFRESH_MS = 1000 / 60;

/** How long a frame may have waited, in refresh intervals, before a newer one replaces it. */
export const LATE = 1.5;

/** How early before a refresh, in ms, the newest of a backlog may have arrived for the backlog to stay: the jitter
 * of a busy machine's scheduling and loopback (at most half an interval). */
export const SETTLE_MS = 4;

/** The most frames that wait; an arrival beyond it replaces the oldest. */
export const CAPACITY = 2;

/** Animation-frame intervals kept to measure the refresh (their minimum: a late frame only lengthens one). */
const INTERVALS = 8;

export class Playout {
  /** `onSkip(frame)` hears of every frame replaced before it was shown. */
  constructor(onSkip) {
    this.onSkip = onSkip;
    this.queue = []; // { frame, at }: received, not shown yet, oldest first
    this.intervals = [];
    this.lastTake = null;
    this.ahead = false; // a frame was taken ahead of the coming refresh
  }

  /** The number of frames waiting. */
  get pending() {
    return this.queue.length;
  }

  /** The display's refresh interval as measured so far, in ms. */
  get refresh() {
    return this.intervals.length ? Math.min(...this.intervals) : DEFAULT_REFRESH_MS;
  }

  /** Whether the refresh was measured over `INTERVALS` animation frames. */
  get measured() {
    return this.intervals.length === INTERVALS;
  }

  /** How long a frame may wait before a newer one replaces it, in ms (`LATE` refreshes). */
  get late() {
    return LATE * this.refresh;
  }

  /** How early before a refresh the newest of a backlog may have arrived for the backlog to stay, in ms. */
  get settle() {
    return Math.min(SETTLE_MS, this.refresh / 2);
  }

  /** Queues a frame that arrived at `at` (ms, performance.now()). */
  push(frame, at) {
    this.queue.push({ frame, at });
    while (this.queue.length > CAPACITY) this.onSkip(this.queue.shift().frame);
  }

  /**
   * The frame to show now, ahead of the coming refresh: the only one waiting, when no frame was taken ahead of that
   * refresh yet; null otherwise (it waits for `take`).
   */
  takeAhead() {
    if (this.ahead || this.queue.length !== 1) return null;
    this.ahead = true;
    return this.queue.shift().frame;
  }

  /** The frame to show at the refresh starting at `now` (a requestAnimationFrame timestamp), or null. */
  take(now) {
    this.#measure(now);
    // This refresh shows the frame taken ahead of it; a later arrival waits for the next one.
    if (this.ahead) {
      this.ahead = false;
      return null;
    }
    const { late, settle } = this;
    while (this.queue.length > 1 && (now - this.queue[0].at > late || now - this.queue.at(-1).at > settle)) {
      this.onSkip(this.queue.shift().frame);
    }
    return this.queue.shift()?.frame ?? null;
  }

  #measure(now) {
    if (this.lastTake !== null) {
      const interval = now - this.lastTake;
      // Between 4 and 50 ms: 240 Hz to a refresh or two late; longer gaps are idle time, not the display's rate.
      if (interval > 4 && interval < 50) {
        this.intervals.push(interval);
        if (this.intervals.length > INTERVALS) this.intervals.shift();
      }
    }
    this.lastTake = now;
  }
}
