/**
 * How many new pictures a drawn frame may paint. Painting hundreds at once (a grid appearing or changing size)
 * would block the page and its input, so each frame paints a few and the rest show a stand-in meanwhile; when
 * some were left over, the frame asks for another one, so a scene at rest (no frames from the server) still
 * fills in within a few display frames.
 *
 *   const budget = new PaintBudget(12);
 *   budget.begin();                    // when a frame starts drawing
 *   if (budget.take()) paint(); else standIn();
 *   budget.end();                      // when it is drawn: asks for another frame if something waits
 */

import { EVENT, emit } from '../events.js';

export class PaintBudget {
  constructor(perFrame) {
    this.perFrame = perFrame;
    this.left = perFrame;
    this.starved = false;
  }

  /** Starts a frame's budget. */
  begin() {
    this.left = this.perFrame;
  }

  /** Whether one more picture may be painted in this frame; if not, the frame will ask for another. */
  take() {
    if (this.left > 0) {
      this.left -= 1;
      return true;
    }
    this.starved = true;
    return false;
  }

  /** Ends the frame: asks the renderer for another frame if a picture had to wait. */
  end() {
    if (!this.starved) return;
    this.starved = false;
    emit(EVENT.overlay);
  }
}
