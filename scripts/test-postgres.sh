#!/usr/bin/env bash
# Runs the server and data-layer tests against a PostgreSQL server (each test file makes its own
# database there and drops it). TEST_DATABASE_URL names the server; the default is this machine's.
# Only the test files that import the test database rig (apps/server/src/test/test-database.ts,
# directly or through test-app.ts and the like) run: the others never reach PostgreSQL and have run
# on the embedded database already. Arguments, when given, pick the files instead (vitest filters).
set -euo pipefail
url="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/test}"

if ! node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$url" 2>/dev/null; then
  if [ "${CI:-}" = "true" ] || [ "${REQUIRE_POSTGRES:-}" = "1" ]; then
    echo "PostgreSQL is not reachable at $url, and CI needs the PostgreSQL run. Start it or set TEST_DATABASE_URL." >&2
    exit 1
  fi
  echo "PostgreSQL is not reachable at $url: skipping the PostgreSQL run (set TEST_DATABASE_URL to run it)."
  exit 0
fi

echo "Server and data-layer tests against PostgreSQL at $url"
if [ $# -gt 0 ]; then
  TEST_DATABASE_URL="$url" npx vitest run "$@"
else
  TEST_DATABASE_URL="$url" npx vitest related --run apps/server/src/test/test-database.ts
fi
