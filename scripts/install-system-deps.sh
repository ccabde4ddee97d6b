#!/usr/bin/env bash
# Installs the system packages the tests need, once: Debian's Chromium for the browser tests, the
# offline speech engines' packages (see install-runtime-deps.sh), and opus-tools, with which the
# recording tests check their Ogg Opus files, and Debian's flite binary, whose kal16 and awb voices
# (not the buyer's) speak the hesitant callers of the turn-taking bench. Safe to run again: it
# installs only what is missing.
set -euo pipefail
source "$(dirname "$0")/lib/system-packages.sh"

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
fc-list 2>/dev/null | grep -qi 'liberation\|dejavu' || packages+=(fonts-liberation)
add_missing_speech_runtime_packages
{ command -v opusdec && command -v opusinfo; } >/dev/null 2>&1 || packages+=(opus-tools)
command -v flite >/dev/null 2>&1 || packages+=(flite)

if [ ${#packages[@]} -eq 0 ]; then
  echo "System packages for the tests: all present."
  exit 0
fi

install_packages "the tests" "Chromium must be at /usr/bin/chromium" "${packages[@]}"
