#!/usr/bin/env bash
# tsc --noEmit -p <project> for each TypeScript project of the repository, in order:
# packages/domain, apps/server, apps/web, e2e. A project without a tsconfig.json
# yet is skipped with a message. Every project is checked; the exit code is
# non-zero if any of them failed.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
export PATH="$ROOT/node_modules/.bin:$PATH"

failed=()
for project in packages/domain apps/server apps/web apps/widget e2e; do
  if [[ ! -f $project/tsconfig.json ]]; then
    echo "typecheck: skipping $project (no tsconfig.json yet)"
    continue
  fi
  echo "typecheck: tsc --noEmit -p $project"
  tsc --noEmit -p "$project" || failed+=("$project")
done

if [[ ${#failed[@]} -gt 0 ]]; then
  echo "typecheck failed in: ${failed[*]}" >&2
  exit 1
fi
