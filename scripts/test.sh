#!/usr/bin/env bash
# Every test of the project, in order: lint and types, unit, API on the embedded
# database, API on a real PostgreSQL, then the browser tests on the built web app.
# Each step is timed; a failing step does not stop the next ones; the summary ends
# with "N passed, N failed" (test cases of every Vitest run, plus each failed
# lint/typecheck/build/setup step) and the exit code is non-zero if anything failed.
#
#   scripts/test.sh            everything (what `npm test` and CI run)
#   scripts/test.sh unit       lint/types excluded: the unit tests only
#   scripts/test.sh api        API tests on the embedded database and on PostgreSQL
#                              (with the local IMAP/SMTP servers of ensure-dovecot.sh)
#   scripts/test.sh e2e        build the web app, then the browser tests
#   scripts/test.sh static     lint and typecheck
#   (several groups may be given: scripts/test.sh unit api)
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
# Node 24 and the tools of the repository first, also when called outside npm.
export PATH="$ROOT/node_modules/.bin:$PATH"

if [[ -n ${CI:-} ]]; then
  # Plain logs: no colour escapes, no progress redraws.
  export NO_COLOR=1
  unset FORCE_COLOR
fi

groups=("$@")
[[ ${#groups[@]} -gt 0 ]] || groups=(static unit api e2e)
for g in "${groups[@]}"; do
  case $g in
    static | unit | api | e2e) ;;
    *)
      echo "unknown group '$g' (static, unit, api, e2e)" >&2
      exit 2
      ;;
  esac
done
wants() {
  local g
  for g in "${groups[@]}"; do [[ $g == "$1" ]] && return 0; done
  return 1
}

WORK=$(mktemp -d "${TMPDIR:-/tmp}/test-run.XXXXXX")
PG_STATE="$WORK/postgres.state"
MAIL_STATE="$WORK/mail.state"

cleanup() {
  local status=$?
  if [[ -f $PG_STATE ]]; then
    bash "$ROOT/scripts/ensure-postgres.sh" stop "$PG_STATE" || true
    rm -f "$PG_STATE"
  fi
  if [[ -f $MAIL_STATE ]]; then
    bash "$ROOT/scripts/ensure-dovecot.sh" stop "$MAIL_STATE" || true
    rm -f "$MAIL_STATE"
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---- step bookkeeping -------------------------------------------------------

STEP_NAMES=()
STEP_STATUS=()
STEP_SECONDS=()
STEP_REPORT=()
step_index=0

now_ms() { date +%s%3N; }

banner() {
  printf '\n==================== %s ====================\n' "$*"
}

# record NAME STATUS SECONDS REPORT
record() {
  STEP_NAMES+=("$1")
  STEP_STATUS+=("$2")
  STEP_SECONDS+=("$3")
  STEP_REPORT+=("$4")
}

# run_step NAME COMMAND...   (COMMAND is a function or program; its exit code decides)
# A Vitest step gets a JSON report path in $REPORT to pass to --outputFile.json.
run_step() {
  local name=$1
  shift
  step_index=$((step_index + 1))
  REPORT="$WORK/$step_index.json"
  banner "$name"
  local start end status=pass
  start=$(now_ms)
  if "$@"; then status=pass; else status=fail; fi
  end=$(now_ms)
  local secs
  secs=$(awk -v ms=$((end - start)) 'BEGIN { printf "%.1f", ms / 1000 }')
  echo "---- $name: $status (${secs} s)"
  record "$name" "$status" "$secs" "$REPORT"
  [[ $status == pass ]]
}

skip_step() {
  banner "$1"
  echo "---- $1: skipped ($2)"
  record "$1" "skip" "0.0" ""
}

vitest_run() {
  # Readable in logs; JSON for the totals.
  vitest run --reporter=default --reporter=json --outputFile.json="$REPORT" "$@"
}

# ---- steps ------------------------------------------------------------------

step_lint() { npm run lint; }
step_typecheck() { npm run typecheck; }

step_unit_domain() { vitest_run --root packages/domain; }
step_unit_web() { vitest_run --root apps/web; }
step_unit_widget() { vitest_run --root apps/widget; }

step_api_embedded() {
  (
    unset DATABASE_URL TEST_DATABASE_URL
    vitest_run --root apps/server
  )
}

# The e-mail channel's tests read TEST_IMAP_PORT, TEST_SMTP_PORT and TEST_MAIL_PASSWORD.
step_mail_start() {
  local out
  out=$(bash scripts/ensure-dovecot.sh start --state-file "$MAIL_STATE") || return 1
  eval "$(grep -E '^TEST_(IMAP_PORT|SMTP_PORT|MAIL_PASSWORD)=' <<<"$out" | sed 's/^/export /')"
  [[ -n ${TEST_IMAP_PORT:-} && -n ${TEST_SMTP_PORT:-} ]] || {
    echo "unexpected output from ensure-dovecot.sh: $out" >&2
    return 1
  }
  echo "Mail servers ready: IMAP 127.0.0.1:$TEST_IMAP_PORT, SMTP 127.0.0.1:$TEST_SMTP_PORT"
}

step_mail_stop() {
  bash scripts/ensure-dovecot.sh stop "$MAIL_STATE" && rm -f "$MAIL_STATE"
  unset TEST_IMAP_PORT TEST_SMTP_PORT TEST_MAIL_PASSWORD
}

PG_URL=
step_postgres_start() {
  local out
  out=$(bash scripts/ensure-postgres.sh start --state-file "$PG_STATE") || return 1
  PG_URL=${out#DATABASE_URL=}
  [[ $PG_URL == postgres://* ]] || {
    echo "unexpected output from ensure-postgres.sh: $out" >&2
    return 1
  }
  echo "PostgreSQL ready: $PG_URL"
}

step_api_postgres() {
  (
    unset DATABASE_URL
    export TEST_DATABASE_URL=$PG_URL
    vitest_run --root apps/server
  )
}

step_cluster() {
  (
    unset DATABASE_URL
    export TEST_DATABASE_URL=$PG_URL
    cd apps/server && vitest_run --config vitest.cluster.config.ts
  )
}

step_postgres_stop() {
  bash scripts/ensure-postgres.sh stop "$PG_STATE" && rm -f "$PG_STATE"
}

step_build_web() { npm run build; }

step_chromium() {
  local path
  path=$(bash scripts/ensure-chromium.sh) || return 1
  export CHROMIUM_PATH=$path
  echo "Chromium: $path"
}

step_e2e() {
  (
    unset DATABASE_URL TEST_DATABASE_URL
    vitest_run --config e2e/vitest.config.ts
  )
}

has_vitest_config() {
  compgen -G "$1/vitest.config.*" >/dev/null || compgen -G "$1/vite.config.*" >/dev/null
}

# ---- the run ----------------------------------------------------------------

echo "node $(node --version), npm $(npm --version 2>/dev/null), groups: ${groups[*]}"

if wants static; then
  run_step lint step_lint || true
  run_step typecheck step_typecheck || true
fi

if wants unit; then
  run_step unit:domain step_unit_domain || true
  run_step unit:widget step_unit_widget || true
  if has_vitest_config apps/web; then
    run_step unit:web step_unit_web || true
  else
    skip_step unit:web "apps/web has no vitest config yet"
  fi
fi

if wants api; then
  run_step mail:start step_mail_start || true
  run_step api:embedded step_api_embedded || true
  if run_step postgres:start step_postgres_start; then
    run_step api:postgres step_api_postgres || true
    run_step api:cluster step_cluster || true
    run_step postgres:stop step_postgres_stop || true
  else
    skip_step api:postgres "PostgreSQL did not start"
  fi
fi

if wants e2e; then
  [[ -f $MAIL_STATE ]] || run_step mail:start step_mail_start || true
  built=0
  browser=0
  run_step build step_build_web && built=1
  run_step chromium step_chromium && browser=1
  if [[ $built == 1 && $browser == 1 ]]; then
    run_step e2e step_e2e || true
  else
    skip_step e2e "needs the web and widget builds and Chromium"
  fi
fi

if [[ -f $MAIL_STATE ]]; then
  run_step mail:stop step_mail_stop || true
fi

# ---- summary ----------------------------------------------------------------

banner summary
summary_input="$WORK/summary.tsv"
: >"$summary_input"
for i in "${!STEP_NAMES[@]}"; do
  printf '%s\t%s\t%s\t%s\n' "${STEP_NAMES[$i]}" "${STEP_STATUS[$i]}" "${STEP_SECONDS[$i]}" "${STEP_REPORT[$i]}" >>"$summary_input"
done

# Prints the table and the closing line; exits 1 when anything failed.
node "$ROOT/scripts/test-summary.mjs" "$summary_input"
