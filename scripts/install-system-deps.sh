#!/usr/bin/env bash
# Installs the system packages the tests need (Debian's Chromium for the browser tests), once.
# Safe to run again: it installs only what is missing.
set -euo pipefail

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
fc-list 2>/dev/null | grep -qi 'liberation\|dejavu' || packages+=(fonts-liberation)

if [ ${#packages[@]} -eq 0 ]; then
  echo "System packages for the tests: all present."
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  cat >&2 <<MSG
The tests need these system packages: ${packages[*]}
This machine has no apt-get, so they cannot be installed automatically.
Install them with your system's package manager (Chromium must be at /usr/bin/chromium), then run the tests again.
MSG
  exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "Installing ${packages[*]} needs root: run 'apt-get install -y ${packages[*]}' as root, then run the tests again." >&2
    exit 1
  fi
fi

echo "Installing system packages for the tests: ${packages[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${packages[@]}"
