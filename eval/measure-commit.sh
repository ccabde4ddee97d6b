#!/usr/bin/env bash
# Runs `npm run eval` on a commit's code, apart from the shared working tree:
#   bash eval/measure-commit.sh COMMIT [PART] [OPTIONS]     e.g. bash eval/measure-commit.sh aaa6c0e buyer --seeds 1,2,3
# The commit's tree is extracted to a temporary directory; the evaluation harness (eval/, the
# text-buyer module and its wiring) is taken from the working tree, so old commits are measured
# with today's corpus and judge. Its node_modules links to the repository's, except the workspace
# packages (@rehearse/*), which are the commit's own. Since decision 44 the text-buyer module is in
# packages/voice: a commit before it has the old layout, which today's harness cannot run on.
set -euo pipefail
commit="${1:?usage: bash eval/measure-commit.sh COMMIT [PART] [OPTIONS]}"
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/rehearse-eval-XXXXXX")"
trap 'rm -rf "$work"' EXIT
git -C "$root" archive "$commit" | tar -x -C "$work"
for path in eval apps/server/src/buyer.ts packages/voice/src/text-buyer apps/server/src/features/calls/text-buyer.engines.ts \
  apps/server/src/features/calls/call-providers.ts packages/voice/src/providers/call-providers.ts; do
  rm -rf "${work:?}/$path"
  mkdir -p "$work/$(dirname "$path")"
  cp -r "$root/$path" "$work/$path"
done
mkdir -p "$work/node_modules/@rehearse"
for entry in "$root"/node_modules/* "$root"/node_modules/.bin; do
  [ "$(basename "$entry")" = "@rehearse" ] || ln -s "$entry" "$work/node_modules/$(basename "$entry")"
done
for link in "$root"/node_modules/@rehearse/*; do
  ln -s "$(readlink "$link")" "$work/node_modules/@rehearse/$(basename "$link")"
done
echo "Measuring $(git -C "$root" log -1 --format='%h %ad %s' --date=short "$commit" | cut -c1-100)"
cd "$work" && node --import tsx eval/run.ts "$@"
