#!/usr/bin/env bash
# Builds the libFuzzer targets (swiftc -sanitize=fuzzer,address) into .build/fuzz, seeds their
# corpora from Examples and the test tables, and runs each for FUZZ_SECONDS (default 30).
#   Fuzz/fuzz.sh                 build and run every target
#   Fuzz/fuzz.sh build           build only
#   Fuzz/fuzz.sh run             run the targets built before
#   FUZZ_TARGETS="URLReader" Fuzz/fuzz.sh
# The Codegen target's final corpus is then generated as Swift and type-checked against the
# RouteTable module (FUZZ_TYPECHECK_LIMIT files at most, default all).
# A crash leaves its input in .build/fuzz/crashes/TARGET/; fix the bug, then copy the input into
# Tests/RouteTableTests/Fixtures/fuzz-regressions/TARGET/ so FuzzRegressionTests replays it.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTC=${SWIFTC:-swiftc}
SECONDS_PER_TARGET=${FUZZ_SECONDS:-30}
TARGETS=${FUZZ_TARGETS:-URLReader ConfigLoader Pattern Resolve AASA LinkTest AndroidManifest AndroidDecision Codegen ClosedLoop}
OUT=${FUZZ_OUT:-.build/fuzz}
FLAGS=(-parse-as-library -O -sanitize=fuzzer,address -g)

build() {
  mkdir -p "$OUT"
  echo "fuzz: building RouteTable with coverage instrumentation and AddressSanitizer"
  # A snapshot of the sources, so that editing them during the (slow) build does no harm.
  rm -rf "$OUT/src" && mkdir -p "$OUT/src" && cp -R Sources/RouteTable "$OUT/src/"
  # shellcheck disable=SC2046
  # Testable, so that the Pattern target can compare the fast matcher with the generated regex.
  "$SWIFTC" "${FLAGS[@]}" -enable-testing -wmo -emit-library -static -module-name RouteTable \
    -package-name linkcheck \
    -emit-module -emit-module-path "$OUT/RouteTable.swiftmodule" -o "$OUT/libRouteTable.a" \
    $(find "$OUT/src/RouteTable" -name '*.swift' | sort)
  # The link test reader and the Swift generator are the CLI's: those targets link it too.
  local cli=()
  if [[ " $TARGETS " == *" LinkTest "* || " $TARGETS " == *" Codegen "* ]]; then
    echo "fuzz: building LinkCheckCLI"
    cp -R Sources/LinkCheckCLI "$OUT/src/"
    # shellcheck disable=SC2046
    "$SWIFTC" "${FLAGS[@]}" -enable-testing -wmo -emit-library -static -module-name LinkCheckCLI \
      -package-name linkcheck -I "$OUT" \
      -emit-module -emit-module-path "$OUT/LinkCheckCLI.swiftmodule" -o "$OUT/libLinkCheckCLI.a" \
      $(find "$OUT/src/LinkCheckCLI" -name '*.swift' | sort)
    cli=(-lLinkCheckCLI)
  fi
  for target in $TARGETS; do
    echo "fuzz: building $target"
    "$SWIFTC" "${FLAGS[@]}" -I "$OUT" -L "$OUT" "${cli[@]}" -lRouteTable -module-name "${target}Fuzz" \
      "Fuzz/${target}Fuzz.swift" Fuzz/FuzzInput.swift -o "$OUT/$target" 2>&1 \
      | { grep -v "Cannot export local symbol '__asan" || true; }
  done
}

# One seed file per line (or per file) from the examples, the test tables and the fixtures.
seed() {
  local target=$1 corpus=$OUT/corpus/$target
  mkdir -p "$corpus"
  local n=0 line
  write() { n=$((n + 1)); printf '%s' "$1" >"$corpus/seed-$n"; }
  case $target in
    URLReader | Resolve)
      while IFS= read -r line; do write "$line"; done < <(
        cat Examples/*/links.txt
        grep -ohE '"[a-zA-Z][a-zA-Z0-9+.-]*:[^" ]*"' Tests/*/*.swift | tr -d '"'
      )
      ;;
    AASA)
      for file in Tests/LinkCheckCLITests/Golden/aasa/*.json Examples/*/apple-app-site-association; do
        [ -f "$file" ] && cp "$file" "$corpus/$(echo "$file" | tr '/' '_')"
      done
      ;;
    LinkTest)
      for file in Examples/*/*.linktest Tests/LinkCheckCLITests/Golden/*/*.linktest; do
        [ -f "$file" ] && cp "$file" "$corpus/$(echo "$file" | tr '/' '_')"
      done
      ;;
    AndroidManifest)
      for file in Examples/*/AndroidManifest.xml Examples/*/assetlinks.json \
        Tests/LinkCheckCLITests/Golden/android/*.xml Tests/LinkCheckCLITests/Golden/android/*.json; do
        [ -f "$file" ] && cp "$file" "$corpus/$(echo "$file" | tr '/' '_')"
      done
      ;;
    AndroidDecision)
      while IFS= read -r line; do write "$line"; done < <(
        grep -ohE '"url": *"[^"]*"' Tests/RouteTableTests/Conformance/android/*.json \
          | sed -E 's/"url": *"//; s/"$//'
      )
      ;;
    ConfigLoader | Codegen | ClosedLoop)
      for file in Examples/*/linkcheck.json Tests/LinkCheckCLITests/Golden/config/*.json \
        Tests/LinkCheckCLITests/Golden/codegen/*.json; do
        cp "$file" "$corpus/$(echo "$file" | tr '/' '_')"
      done
      ;;
    Pattern)
      while IFS= read -r line; do write "$line"$'\n'"/flight/1/a.b/c"; done < <(
        grep -ohE '"pathname": *"[^"]*"' Tests/RouteTableTests/Conformance/urlpattern/*.json \
          | sed -E 's/"pathname": *"//; s/"$//' | sort -u
        grep -ohE '"/[^" ]*"' Examples/*/linkcheck.json Tests/RouteTableTests/*.swift | tr -d '"'
      )
      ;;
  esac
  # Regression inputs replayed by the tests are seeds too.
  if [ -d "Tests/RouteTableTests/Fixtures/fuzz-regressions/$target" ]; then
    cp Tests/RouteTableTests/Fixtures/fuzz-regressions/"$target"/* "$corpus/" 2>/dev/null || true
  fi
}

run() {
  local target=$1
  seed "$target"
  mkdir -p "$OUT/crashes/$target"
  echo "fuzz: running $target for ${SECONDS_PER_TARGET}s"
  SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=Fuzz/lsan.supp \
    "$OUT/$target" -max_total_time="$SECONDS_PER_TARGET" -timeout=5 -rss_limit_mb=2048 \
    -max_len=4096 -print_final_stats=1 -artifact_prefix="$OUT/crashes/$target/" \
    $([ -f "Fuzz/$target.dict" ] && echo "-dict=Fuzz/$target.dict") \
    "$OUT/corpus/$target" 2>"$OUT/$target.log" || {
    tail -40 "$OUT/$target.log"
    echo "fuzz: $target found a failure; the input is in $OUT/crashes/$target/" >&2
    return 1
  }
  grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|Done )' "$OUT/$target.log" | sed "s/^/fuzz: $target: /"
  if [ "$target" = Codegen ]; then typecheck_codegen; fi
}

# The Swift of every table in the Codegen corpus, type-checked against the RouteTable module.
typecheck_codegen() {
  local files=$OUT/codegen-files
  rm -rf "$files" && mkdir -p "$files"
  FUZZ_CODEGEN_OUT=$files SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=Fuzz/lsan.supp \
    "$OUT/Codegen" -runs=0 "$OUT/corpus/Codegen" >"$OUT/Codegen-replay.log" 2>&1
  find "$files" -name '*.swift' | sort >"$OUT/codegen-files.txt"
  local list
  list=$(head -n "${FUZZ_TYPECHECK_LIMIT:-1000000}" "$OUT/codegen-files.txt")
  echo "fuzz: Codegen: type-checking $(echo "$list" | grep -c .) generated files"
  # shellcheck disable=SC2016
  if ! echo "$list" | xargs -P 2 -n 1 sh -c \
    '"$0" -typecheck -I "$1" "$2" >"$2.log" 2>&1 || { echo "$2"; head -20 "$2.log"; exit 255; }' \
    "$SWIFTC" "$OUT"; then
    echo "fuzz: Codegen: a generated file does not type-check (above)" >&2
    return 1
  fi
  echo "fuzz: Codegen: every generated file type-checks"
}

[ "${1:-}" = run ] || build
[ "${1:-}" = build ] && exit 0
status=0
for target in $TARGETS; do run "$target" || status=1; done
exit $status
