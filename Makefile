# linkcheck: every task a developer or CI needs, with nothing to install beyond Swift 6.
SWIFT ?= swift
PREFIX ?= /usr/local
EXAMPLE ?= Examples/flightdeck/linkcheck.json
SOURCES = Package.swift Sources Tests Fuzz

FUZZ_SECONDS ?= 30

.PHONY: build release bench run test lint format install clean fuzz soak

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --static-swift-stdlib
	strip .build/release/linkcheck

# `make bench BENCH_ARGS=--quick` for a shorter run; see Sources/linkcheck-bench/main.swift.
BENCH_ARGS ?=
bench: release
	$(SWIFT) build -c release --static-swift-stdlib --product linkcheck-bench
	.build/release/linkcheck-bench $(BENCH_ARGS)

run:
	$(SWIFT) run linkcheck -c $(EXAMPLE) \
	  'flightdeck://seat/6F9619FF-8B86-D011-B42D-00C04FC964FF/2F?adults=2' \
	  'https://flightdeck.example.com/flight/6F9619FF-8B86-D011-B42D-00C04FC964FF'

test:
	$(SWIFT) test

# libFuzzer targets (URL reader, config loader, pattern parser, resolve), FUZZ_SECONDS each.
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/fuzz.sh

# 50M lines through a release build with memory sampled, then a leak check (SOAK_LINES,
# LEAK_LINES to change the counts).
soak:
	Scripts/soak.sh

lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)

format:
	$(SWIFT) format --in-place --recursive $(SOURCES)

install: release
	install -d $(PREFIX)/bin
	install -m 755 .build/release/linkcheck $(PREFIX)/bin/linkcheck

clean:
	rm -rf .build
