#!/usr/bin/env bash
# Type-checks every TypeScript project, as many at once as there are cores (at least two): each
# `tsc -p` runs on one core, and one after another they took ~4 minutes of the test run. The
# longest first, so that the last to finish is a short one. A project's errors are printed whole.
set -euo pipefail
cd "$(dirname "$0")/.."

projects=(apps/server packages/voice bench eval/buyer apps/web e2e eval/assessor packages/call-client packages/domain packages/conversation)
cores=$(nproc)
printf '%s\n' "${projects[@]}" | xargs -P "$((cores > 2 ? cores : 2))" -I{} sh -c \
  'out=$(node_modules/.bin/tsc -p "$1" 2>&1) || { printf "tsc -p %s:\n%s\n" "$1" "$out"; exit 1; }' _ {}
