"""UIKit's cut shown in a real headless Chromium: today-cards' present spring with initial velocity 2 (1 s,
damping 0.5) has not settled at its duration, so Core Animation snaps it there; the spring graph's settle text
says so ("cut at 1.000 s: jumps 12 %") and the copied UIKit code carries a comment, while the same spring from
rest settles and says "settles in"."""

import json
import subprocess

from page_support import BINARY, browser, lab  # noqa: F401  (fixtures)

SCENE = "today-cards"


def solved_spring(velocity):
    """Stiffness and damping of UIKit's duration spring (1 s, damping ratio 0.5), from the `spring` command."""
    out = subprocess.run(
        [str(BINARY), "spring", "--duration", "1", "--damping-ratio", "0.5", f"--initial-velocity={velocity}",
         "--at", "0"], check=True, capture_output=True, text=True, timeout=30).stdout
    data = json.loads(out)
    return data["stiffness"], data["damping"]


def fraction_at(t_end, stiffness, damping, velocity, steps=20000):
    """x(t_end) of x'' = −k·(x − 1) − c·x' (mass 1) from x = 0, x' = `velocity`, by classical Runge–Kutta."""
    h = t_end / steps
    x, v = 0.0, velocity

    def accel(x, v):
        return -stiffness * (x - 1) - damping * v

    for _ in range(steps):
        k1x, k1v = v, accel(x, v)
        k2x, k2v = v + h / 2 * k1v, accel(x + h / 2 * k1x, v + h / 2 * k1v)
        k3x, k3v = v + h / 2 * k2v, accel(x + h / 2 * k2x, v + h / 2 * k2v)
        k4x, k4v = v + h * k3v, accel(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    return x


def settle_text(page):
    """The spring graph's caption, read through the DOM, with non-breaking spaces as spaces."""
    return page.js("return document.querySelector('#spring-facts').textContent").replace("\u00a0", " ")


def test_the_spring_graph_marks_uikits_cut(browser, lab):
    page = browser.open(f"{lab.url}?room=spring-cut&name=Ann&scene={SCENE}")
    page.require_scene(SCENE)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SCENE, message="the today-cards scene")
    hook = page.wait_for(lambda h: "presentVelocity" in h["params"], message="the present spring's parameters")
    assert hook["params"]["presentDuration"] == 1 and hook["params"]["presentDamping"] == 0.5

    # The jump Core Animation makes at 1 s, from the solved spring integrated numerically.
    stiffness, damping = solved_spring(2)
    jump = 1 - fraction_at(1, stiffness, damping, 2)
    assert abs(jump) > 0.005, f"the spring is cut (x(1) = {1 - jump})"
    expected = f"cut at 1.000 s: jumps {round(abs(jump) * 100)} %"

    page.slide("presentVelocity", 2)
    page.wait_for(lambda h: h["params"]["presentVelocity"] == 2, message="the velocity to apply")
    page.wait_for(lambda h: expected in settle_text(page), timeout=5,
                  message=f"the settle text to say {expected!r} (it says {settle_text(page)!r})")
    assert "settles in" not in settle_text(page)
    assert page.wait_graph_settled()["painted"] > 200, "the graph is drawn"

    page.js("document.querySelector('[data-copy=uikit]').click()")
    snippet = page.js("return document.querySelector('#snippet').textContent")
    assert "usingSpringWithDamping: 0.5" in snippet and "initialSpringVelocity: 2" in snippet
    assert "// Not settled at 1 s" in snippet, snippet
    # The code names the same jump as the panel.
    assert f"a jump of {round(abs(jump) * 100)} % of the distance" in snippet, snippet

    # From rest the same duration spring settles in time: no cut, and the text says when it settles.
    stiffness, damping = solved_spring(0)
    assert abs(1 - fraction_at(1, stiffness, damping, 0)) <= 0.005
    page.slide("presentVelocity", 0)
    page.wait_for(lambda h: h["params"]["presentVelocity"] == 0, message="the velocity back to 0")
    page.wait_for(lambda h: "settles in" in settle_text(page), timeout=5,
                  message=f"the settle text to say 'settles in' (it says {settle_text(page)!r})")
    assert "cut" not in settle_text(page)
    assert page.console_problems() == []
