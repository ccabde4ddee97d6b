#!/usr/bin/env bash
# The whole suite, as CI runs it: system packages, types and lint, unit and server tests on the
# embedded database, the same server tests on PostgreSQL, then the browser tests on a built app.
# Each phase says how long it took: the whole must stay under 15 minutes (decision 29).
set -euo pipefail
cd "$(dirname "$0")/.."

phase_started=$SECONDS
phase() {
  [ -n "${phase_name:-}" ] && echo "== ${phase_name}: $((SECONDS - phase_started)) s"
  phase_name=$1
  phase_started=$SECONDS
  [ -n "$phase_name" ] && echo "== ${phase_name}"
  return 0
}

bash scripts/install-system-deps.sh
phase "Types, lint and formatting"
npm run check
phase "Unit and server tests (embedded PGlite)"
npx vitest run
phase "Server tests (PostgreSQL)"
bash scripts/test-postgres.sh
phase "Browser tests (Chromium)"
npm run build
npx playwright test -c e2e/playwright.config.ts
phase ""
echo "== All passed in $SECONDS s"
