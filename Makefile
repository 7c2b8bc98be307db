# Skatblock — the two commands of the README, plus benchmarks.
#   make run    score an example score sheet (the CLI demo until the desktop app exists)
#   make test   install what is missing, then run every check CI runs
SHELL := /bin/bash
CARGO ?= cargo
# apt-get needs root; use sudo when not root (CI runs as root).
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test deps lint unit doc bench

run: deps
	$(CARGO) run --release --quiet -- sheet tests/fixtures/sheet_4table_48.json --format text

test: deps lint unit doc

# Everything the checks need on a fresh Debian/Ubuntu machine with Rust; idempotent.
deps:
	@command -v $(CARGO) >/dev/null || { echo "Rust (cargo) is required: https://rustup.rs" >&2; exit 1; }
	@rustup component list --installed 2>/dev/null | grep -q rustfmt || rustup component add rustfmt clippy 2>/dev/null || true
	@command -v cargo-nextest >/dev/null || $(CARGO) install --locked cargo-nextest
	@# poppler-utils: the PDF tests read the reports with pdftotext, pdffonts and pdfinfo.
	@command -v pdftotext >/dev/null && command -v pdffonts >/dev/null && command -v pdfinfo >/dev/null || \
		{ $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq poppler-utils; }

lint:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --all-targets -- -D warnings

unit:
	$(CARGO) nextest run --no-fail-fast
	$(CARGO) test --doc

doc:
	RUSTDOCFLAGS="-D warnings" $(CARGO) doc --no-deps --quiet

bench:
	$(CARGO) bench --bench rules
	scripts/bench-score-cli.sh
	$(CARGO) run --release --quiet --example bench_event
