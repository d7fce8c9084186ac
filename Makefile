# linkcheck: every task a developer or CI needs, with nothing to install beyond Swift 6.
SWIFT ?= swift
PREFIX ?= /usr/local
EXAMPLE ?= Examples/flightdeck/linkcheck.json
SOURCES = Package.swift Sources Tests Fuzz Plugins Examples/flightdeck-app

FUZZ_SECONDS ?= 30

.PHONY: build release bench run test lint format install clean fuzz soak scale-check differential \
	schema-check

build:
	$(SWIFT) build

# Start-up of the release binary (a one-URL run) is mostly the process being set up, so the
# release build trims that: concrete generic types are reached through direct metadata accessors
# instead of mangled names the runtime would demangle at first use (about 140 on a one-URL run),
# and on Linux the executable is fully static when glibc's static libraries are installed
# (libc6-dev on Debian and Ubuntu, glibc-static on Fedora): no dynamic loader, no libc, libm and
# libstdc++ to map, bind and relocate. Without them, or with `make release STATIC_EXECUTABLE=`,
# the build keeps the usual dynamic link to the system libraries.
STATIC_LIBC := $(if $(filter Linux,$(shell uname -s)),$(shell clang -print-file-name=libc.a 2>/dev/null))
STATIC_EXECUTABLE ?= $(if $(findstring /,$(STATIC_LIBC)),-Xswiftc -static-executable)
RELEASE_FLAGS = -c release --static-swift-stdlib $(STATIC_EXECUTABLE) \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

release:
	$(SWIFT) build $(RELEASE_FLAGS)
	strip .build/release/linkcheck

# `make bench BENCH_ARGS=--quick` for a shorter run; see Sources/linkcheck-bench/main.swift.
BENCH_ARGS ?=
bench: release
	$(SWIFT) build $(RELEASE_FLAGS) --product linkcheck-bench
	.build/release/linkcheck-bench $(BENCH_ARGS)

# Whether the CLI still writes the same jsonl for the bench's million-link corpus: fails when its
# fingerprint differs from the one recorded in Sources/linkcheck-bench/CorpusDifferential.swift.
differential: release
	$(SWIFT) build $(RELEASE_FLAGS) --product linkcheck-bench
	.build/release/linkcheck-bench --only differential

# The recipes for more cores and machines (docs/PERFORMANCE.md), compared with `-j 1`; installs
# GNU parallel and pyspark when missing. Not part of `make test`.
scale-check: release
	bash .ci/scale-check

# docs/linkcheck.schema.json checked with Python's jsonschema (installed when missing): every
# example table and the docs' tables accepted, the structural config errors rejected.
schema-check:
	python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet jsonschema
	python3 .ci/check-schema.py

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
