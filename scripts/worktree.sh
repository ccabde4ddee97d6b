#!/usr/bin/env bash
# A git worktree of its own for one engineer of several working at once on one machine (decision 76):
#   bash scripts/worktree.sh NAME [DIR]   -> DIR (default ../wt/NAME) on a new branch wt/NAME from main
# Its node_modules is the main checkout's, hard-linked (the workspace links are relative, so
# @rehearse/* resolve to the worktree's own packages), and the built web app is copied. Work and
# measure there; land on main by `git rebase main` in the worktree, then `git merge --ff-only wt/NAME`
# in the main checkout.
set -euo pipefail
name="${1:?usage: bash scripts/worktree.sh NAME [DIR]}"
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${2:-$(dirname "$root")/wt/$name}"
git -C "$root" worktree add -q -b "wt/$name" "$dir" main
cp -al "$root/node_modules" "$dir/node_modules"
for package in "$root"/packages/* "$root"/apps/*; do
  relative="${package#"$root"/}"
  [ -d "$package/node_modules" ] && cp -al "$package/node_modules" "$dir/$relative/node_modules"
done
[ -d "$root/apps/web/dist" ] && cp -a "$root/apps/web/dist" "$dir/apps/web/dist"
[ -d "$root/packages/voice/native/build" ] && cp -a "$root/packages/voice/native/build" "$dir/packages/voice/native/build"
echo "$dir (branch wt/$name)"
