"""The page's frame play-out (web/renderer/playout.js) in a real headless Chromium against simulated clocks: a
server sending a frame every `period` ms whose arrivals jitter, and a display refreshing every 1000/60 ms. What it
must give: every frame shown once, in order, when the two clocks run at one rate, at every phase between them and
with the jitter a busy machine adds; frames skipped only when more arrive than the display can show; the added
delay bounded."""

import pytest

from page_support import browser, lab  # noqa: F401  (fixtures)

SIMULATE = """const [options, done] = arguments;
import('./renderer/playout.js').then(({ Playout, REFRESH_MS, LATE_MS }) => {
  // A small linear congruential generator: the same jitter on every run.
  let seed = options.seed >>> 0;
  const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296);
  const arrivals = [];
  for (let i = 0; i < options.frames; i += 1) {
    const at = i * options.period + options.phase + (random() * 2 - 1) * options.jitter;
    arrivals.push({ seq: i, at: options.bursts?.[i] ?? at });
  }
  arrivals.sort((a, b) => a.at - b.at);
  const skipped = [];
  const shown = [];
  const playout = new Playout((frame) => skipped.push(frame.seq));
  let next = 0;
  const end = arrivals.at(-1).at + 4 * REFRESH_MS;
  for (let vsync = REFRESH_MS; vsync < end; vsync += REFRESH_MS) {
    while (next < arrivals.length && arrivals[next].at <= vsync) {
      playout.push(arrivals[next], arrivals[next].at);
      next += 1;
    }
    const frame = playout.take(vsync);
    if (frame) shown.push({ seq: frame.seq, delay: vsync - frame.at });
  }
  done({ shown, skipped, refresh: REFRESH_MS, late: LATE_MS });
});"""


def simulate(page, frames=600, period=1000 / 60, phase=0.0, jitter=0.0, seed=1, bursts=None):
    options = {"frames": frames, "period": period, "phase": phase, "jitter": jitter, "seed": seed,
               "bursts": bursts or {}}
    return page.js_async(SIMULATE, options)


@pytest.fixture
def page(browser, lab):
    page = browser.open(f"{lab.url}?room=playout&name=Ann")
    page.wait_for(lambda h: h["ready"], message="the page")
    return page


def test_one_rate_shows_every_frame_once_in_order_at_every_phase_and_jitter(page):
    for jitter in (0.0, 0.5, 1.0, 2.0, 3.0):
        for tenth in range(0, 167, 7):
            phase = tenth / 10
            result = simulate(page, phase=phase, jitter=jitter, seed=tenth + 1)
            seqs = [s["seq"] for s in result["shown"]]
            context = f"phase {phase} ms, jitter ±{jitter} ms"
            assert result["skipped"] == [], context
            assert seqs == list(range(600)), context
            # A frame waits at most the interval it arrived in plus one more.
            assert max(s["delay"] for s in result["shown"]) < 2 * result["refresh"], context


def test_a_server_faster_than_the_display_loses_only_the_surplus(page):
    # 60.6 fps against 60 Hz for 10 s: about 6 frames more than the display can show.
    result = simulate(page, frames=606, period=1000 / 60.6, phase=3.0, jitter=1.0)
    surplus = 606 - len(result["shown"])
    assert len(result["skipped"]) == surplus
    assert 4 <= surplus <= 8, result["skipped"]
    seqs = [s["seq"] for s in result["shown"]]
    assert seqs == sorted(seqs), "frames are shown in order"
    assert max(s["delay"] for s in result["shown"]) < 2 * result["refresh"]


def test_a_burst_after_a_stall_is_caught_up_within_a_few_refreshes(page):
    # Frames 100–104 are held by the network and arrive together, 5 ms after frame 104 was due.
    period = 1000 / 60
    bursts = {i: 104 * period + 5 + 0.01 * (i - 100) for i in range(100, 105)}
    result = simulate(page, phase=4.0, jitter=0.5, bursts=bursts)
    assert 1 <= len(result["skipped"]) <= 4 and all(100 <= s <= 104 for s in result["skipped"]), result["skipped"]
    delays = {s["seq"]: s["delay"] for s in result["shown"]}
    assert all(delays[i] < result["late"] for i in range(110, 600)), "the queue drains back to a steady delay"
    assert len(result["shown"]) + len(result["skipped"]) == 600, "no frame is lost unaccounted"
