#!/usr/bin/env bash
# Puts `linkcheck` on the PATH of a CI job: the release binary for this runner when the release
# has one (checked against its SHA-256), else a build from the checked-out source.
#   REPOSITORY  owner/name the release belongs to (the action's repository)
#   VERSION     the release to install, a tag (v1, v1.2.0, v1.3.0-rc.1); anything else is refused
#   ACTION_REF  without VERSION: the ref the action was used at, whose release is installed when
#               it is a tag (a branch or a commit builds from source)
#   SOURCE      the checked-out source to build from when there is no binary
#   BIN_DIR     where to install (default: $HOME/.local/bin)
# Only a tag reaches the download URL, so that no value can point it at another repository.
set -euo pipefail
BIN_DIR=${BIN_DIR:-$HOME/.local/bin}

is_tag() { [[ $1 =~ ^v[0-9]+(\.[0-9]+){0,2}(-[0-9A-Za-z]+(\.[0-9A-Za-z]+)*)?$ ]]; }
TAG=
if [[ -n "${VERSION:-}" ]]; then
  if ! is_tag "$VERSION"; then
    echo "linkcheck: version '$VERSION' is not a release tag such as v1 or v1.2.0" >&2
    exit 1
  fi
  TAG=$VERSION
elif [[ -n "${ACTION_REF:-}" ]] && is_tag "$ACTION_REF"; then
  TAG=$ACTION_REF
fi
if [[ -n "${REPOSITORY:-}" && ! $REPOSITORY =~ ^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]]; then
  echo "linkcheck: repository '$REPOSITORY' is not OWNER/NAME" >&2
  exit 1
fi
mkdir -p "$BIN_DIR"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) asset=linkcheck-linux-x86_64.tar.gz ;;
  Darwin-*) asset=linkcheck-macos-universal.tar.gz ;;
  *) asset= ;;
esac

installed=false
if [[ -n "$TAG" && -n "${REPOSITORY:-}" && -n "$asset" ]]; then
  base="https://github.com/$REPOSITORY/releases/download/$TAG"
  work=$(mktemp -d)
  if curl -fsSL --retry 3 -o "$work/$asset" "$base/$asset" \
    && curl -fsSL --retry 3 -o "$work/$asset.sha256" "$base/$asset.sha256"; then
    expected=$(cut -d ' ' -f 1 < "$work/$asset.sha256")
    if command -v sha256sum > /dev/null; then
      actual=$(sha256sum "$work/$asset" | cut -d ' ' -f 1)
    else
      actual=$(shasum -a 256 "$work/$asset" | cut -d ' ' -f 1)
    fi
    if [[ "$expected" != "$actual" ]]; then
      echo "linkcheck: checksum mismatch for $asset ($actual, expected $expected)" >&2
      exit 1
    fi
    tar -xzf "$work/$asset" -C "$BIN_DIR" linkcheck
    installed=true
  else
    echo "linkcheck: no $asset in release $TAG; building from source" >&2
  fi
  rm -rf "$work"
fi

if [[ "$installed" != true ]]; then
  make -C "${SOURCE:?SOURCE must name the checked-out source}" install PREFIX="$(dirname "$BIN_DIR")"
fi

if [[ -n "${GITHUB_PATH:-}" ]]; then echo "$BIN_DIR" >> "$GITHUB_PATH"; fi
"$BIN_DIR/linkcheck" --version
