#!/usr/bin/env bash
# The whole suite, as CI runs it: system packages, types and lint, unit and server tests on the
# embedded database, the same server tests on PostgreSQL, then the browser tests on a built app.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system-deps.sh
echo "== Types and lint"
npm run check
echo "== Unit and server tests (embedded PGlite)"
npx vitest run
echo "== Server tests (PostgreSQL)"
bash scripts/test-postgres.sh
echo "== Browser tests (Chromium)"
npm run build
npx playwright test -c e2e/playwright.config.ts
