# Skatblock — the commands of the README, plus benchmarks.
#   make run      install what is missing, build the desktop app and open it on the default data file
#   make test     install what is missing, then run every check CI runs
#   make package  build the Debian package (.deb) with the Tauri bundler
#   make demo     score an example score sheet with the command-line tool
SHELL := /bin/bash
CARGO ?= cargo
# apt-get needs root; use sudo when not root (CI runs as root).
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Debian packages: the app's build (WebKitGTK …), its WebDriver tests (webkit2gtk-driver,
# xvfb), the PDF checks (poppler-utils) and the hub pages' browser test (chromium,
# chromium-driver: Debian's, never a downloaded browser) and the association server's tests
# (postgresql: its /usr/lib/postgresql/<version>/bin/initdb and postgres, started by the tests).
APT_PACKAGES := libwebkit2gtk-4.1-dev libsoup-3.0-dev libjavascriptcoregtk-4.1-dev libgtk-3-dev \
	librsvg2-dev libayatana-appindicator3-dev libxdo-dev libssl-dev pkg-config \
	webkit2gtk-driver xvfb xdotool poppler-utils chromium chromium-driver postgresql

.PHONY: run app demo package test deps lint unit doc ui-deps ui-test ui-build app-build app-lint e2e hub-e2e server-e2e bench bench-app

run: deps ui-build
	$(CARGO) build --release -p skatblock-app
	./target/release/skatblock-app

app: run

demo: deps
	$(CARGO) run --release --quiet -- sheet tests/fixtures/sheet_4table_48.json --format text

# The .deb lands in target/release/bundle/deb/. The Tauri CLI comes from npm (npx), pinned to 2.
package: deps ui-build
	cd src-tauri && npx --yes @tauri-apps/cli@2 build --bundles deb
	@ls -1 target/release/bundle/deb/*.deb

test: deps lint unit doc ui-test app-lint e2e hub-e2e server-e2e

# Everything the checks need on a fresh Debian/Ubuntu machine with Rust and Node; idempotent.
deps:
	@command -v $(CARGO) >/dev/null || { echo "Rust (cargo) is required: https://rustup.rs" >&2; exit 1; }
	@command -v npm >/dev/null || { echo "Node.js 20 with npm is required" >&2; exit 1; }
	@missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "installing Debian packages: $$missing"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@command -v cargo-nextest >/dev/null || $(CARGO) install --locked cargo-nextest
	@command -v tauri-driver >/dev/null || $(CARGO) install --locked tauri-driver

lint:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --all-targets -- -D warnings

unit:
	$(CARGO) nextest run --no-fail-fast
	$(CARGO) test --doc

doc:
	RUSTDOCFLAGS="-D warnings" $(CARGO) doc --no-deps --quiet

ui-deps:
	cd ui && npm ci --no-audit --no-fund

ui-test: ui-deps
	cd ui && npx svelte-check --tsconfig ./tsconfig.json --fail-on-warnings
	cd ui && npx vitest run

ui-build: ui-deps
	cd ui && npx vite build

app-build: ui-build
	$(CARGO) build -p skatblock-app

app-lint: ui-build
	$(CARGO) clippy -p skatblock-app -- -D warnings

# The real window through WebDriver (tauri-driver + WebKitWebDriver) under Xvfb; screenshots
# go to target/screenshots.
e2e: app-build
	$(CARGO) build --bin skatblock
	cd ui && xvfb-run -a -s "-screen 0 1280x800x24" npm run e2e

# The hub's phone page and projector in Debian's headless Chromium (chromedriver, WebdriverIO)
# against a hub of this tree's binary; screenshots go to target/screenshots/hub.
hub-e2e: ui-deps
	$(CARGO) build --bin skatblock
	cd ui && npm run e2e-hub

# The association server's pages in Debian's headless Chromium (chromedriver, WebdriverIO)
# against `skatblock-server serve` on its own PostgreSQL; screenshots go to
# target/screenshots/server.
server-e2e: ui-deps
	$(CARGO) build -p skatblock-server
	cd ui && npm run e2e-server

# The write path as a club runs it (issue 19): whole `skatblock` processes on a fresh file,
# the 480-player totals workload and the championship's games import beside `sqlite3 .import`.
bench:
	$(CARGO) bench --bench rules
	$(CARGO) bench -p skatblock-prizes --bench prizes
	$(CARGO) bench --bench preisskat
	$(CARGO) bench -p skatblock-report --bench prize_list
	scripts/bench-score-cli.sh
	scripts/bench-schafkopf-cli.sh
	@command -v sqlite3 >/dev/null || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq sqlite3; }
	python3 scripts/bench-write-path.py
	$(CARGO) run --release --quiet --example bench_event
	$(CARGO) run --release --quiet --example bench_schafkopf_event
	$(CARGO) build --release --quiet --bin skatblock && python3 scripts/bench-hub.py 100 && python3 scripts/bench-hub.py 100 --all-at-once && python3 scripts/bench-hub.py 100 --pace 200
	$(CARGO) build --release --quiet -p skatblock-server --bins --examples && target/release/examples/league_load

# The app's timings in the real window (release build, 1,200 players).
bench-app: deps
	scripts/bench-app.sh
