#!/usr/bin/env bash
# Type-checks every TypeScript project, as many at once as there are cores (at least two): each
# `tsc -p` runs on one core. The seven Node projects share their options and are checked as one
# program (tsconfig.node.json): apart, each checked the packages it imports again, 76 CPU s against
# 21 (decision 99). The browser's, the browser tests' and the call client's options differ, so they
# stay apart. The longest first, so that the last to finish is a short one. Errors are printed whole.
set -euo pipefail
cd "$(dirname "$0")/.."

projects=(tsconfig.node.json apps/web e2e packages/call-client)
cores=$(nproc)
printf '%s\n' "${projects[@]}" | xargs -P "$((cores > 2 ? cores : 2))" -I{} sh -c \
  'out=$(node_modules/.bin/tsc -p "$1" 2>&1) || { printf "tsc -p %s:\n%s\n" "$1" "$out"; exit 1; }' _ {}
