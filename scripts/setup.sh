#!/usr/bin/env bash
# Installs what the lab needs and is missing: libwebsockets (+ pkg-config), SQLite's and PostgreSQL's client libraries
# for the lab store, CodeMirror 5 for the layout editor (Debian's libjs-codemirror, served at /vendor/codemirror; on
# macOS see docs/swift-layouts.md), the three browser engines of the page tests (Chromium's headless shell and its
# driver, which brings the Chromium browser the page benchmarks use; WebKitGTK's WebKitWebDriver and MiniBrowser under
# Xvfb, with GStreamer's H.264 encoder so its MediaRecorder offers MP4; Firefox ESR, driven over its built-in WebDriver
# BiDi), Liberation Sans (the labels' font), nginx for the deployment tests and PostgreSQL for the store tests (both
# run by the tests themselves, never as the system service), and the Python packages of the end-to-end tests. apt on
# Debian/Ubuntu (without recommended packages), Homebrew on macOS.
set -euo pipefail

need_apt=()
if [[ "$(uname)" == "Darwin" ]]; then
    command -v brew >/dev/null || { echo "setup: Homebrew is needed on macOS (https://brew.sh)" >&2; exit 1; }
    pkg-config --exists libwebsockets 2>/dev/null || brew install libwebsockets pkg-config
    brew list sqlite >/dev/null 2>&1 || brew install sqlite
    # Homebrew's libpq is keg-only: pkg-config finds it through PKG_CONFIG_PATH (docs/deploy.md).
    brew list libpq >/dev/null 2>&1 || brew install libpq
else
    pkg-config --exists libwebsockets 2>/dev/null || need_apt+=(libwebsockets-dev pkg-config)
    pkg-config --exists sqlite3 2>/dev/null || need_apt+=(libsqlite3-dev)
    pkg-config --exists libpq 2>/dev/null || need_apt+=(libpq-dev)
    [[ -f /usr/share/javascript/codemirror/lib/codemirror.js ]] || need_apt+=(libjs-codemirror)
    if [[ "${1:-}" == "--with-browser" ]]; then
        [[ -x /usr/lib/chromium/chromium-headless-shell ]] || need_apt+=(chromium-headless-shell)
        command -v chromedriver >/dev/null || need_apt+=(chromium-driver)
        command -v WebKitWebDriver >/dev/null || need_apt+=(webkit2gtk-driver)
        command -v Xvfb >/dev/null || need_apt+=(xvfb)
        [[ -f /usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstx264.so ]] || need_apt+=(gstreamer1.0-plugins-ugly)
        command -v firefox-esr >/dev/null || need_apt+=(firefox-esr)
        # The font the server measures labels with (FontMetrics), which every engine then draws them in.
        [[ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ]] || need_apt+=(fonts-liberation)
        command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || need_apt+=(nginx)
        compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || need_apt+=(postgresql)
    fi
    if ((${#need_apt[@]})); then
        echo "setup: installing ${need_apt[*]} with apt-get"
        SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
        $SUDO apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
    fi
fi

if [[ "${1:-}" == "--with-browser" ]]; then
    python3 - <<'PY' 2>/dev/null || { echo "setup: installing Python test packages with pip"; python3 -m pip install -q -r Tests/EndToEnd/requirements.txt; }
import websockets, selenium, pytest, xdist
PY
fi
