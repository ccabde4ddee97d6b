#!/usr/bin/env bash
# Installs the system packages the app needs at run time, once: the offline speech recogniser
# (pocketsphinx and its US English models) and the C compiler that builds its helper on first use.
# Safe to run again: it installs only what is missing, and says nothing more when all is present.
set -euo pipefail
source "$(dirname "$0")/lib/system-packages.sh"

packages=()
add_missing_speech_runtime_packages

[ ${#packages[@]} -eq 0 ] && exit 0
install_packages "offline speech recognition" "" "${packages[@]}" || {
  echo "Starting without them: everything works but live calls with the offline recogniser (or set STT_PROVIDER to a cloud provider)." >&2
  exit 0
}
