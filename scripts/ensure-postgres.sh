#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for tests.
#
#   scripts/ensure-postgres.sh [start] [--state-file FILE]
#       Installs Debian's PostgreSQL server when its binaries are missing, creates a
#       fresh cluster in a new temporary directory (owned by the `postgres` user),
#       starts it on a free port of 127.0.0.1 and waits until it accepts connections.
#       stdout: one line, DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres
#       With --state-file, also writes PG_DIR=, PG_PORT=, DATABASE_URL= lines to FILE
#       (shell-sourceable), so the caller can stop it later.
#       Every run makes a new, independent cluster: running it twice gives two.
#
#   scripts/ensure-postgres.sh stop <dir | state-file>
#       Stops that cluster and deletes its directory. Safe to call twice.
#
# Everything but the URL goes to stderr. PG_VERSION=NN picks a version when several
# are installed (default: the highest under /usr/lib/postgresql).
set -euo pipefail
LOG_NAME=postgres
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

MARKER=.throwaway-postgres

# Run a command as the postgres system user when we are root (postgres refuses
# to run as root); otherwise as ourselves.
as_pg() {
  if [[ $EUID -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

find_bindir() {
  local dir
  if [[ -n ${PG_VERSION:-} ]]; then
    dir=/usr/lib/postgresql/$PG_VERSION/bin
    [[ -x $dir/postgres && -x $dir/initdb ]] && printf '%s\n' "$dir"
    return 0
  fi
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [[ -x $dir/postgres && -x $dir/initdb && -x $dir/pg_ctl ]]; then
      printf '%s\n' "$dir"
      return 0
    fi
  done
}

install_postgres() {
  command -v apt-get >/dev/null 2>&1 ||
    die "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin and apt-get is unavailable; install PostgreSQL 15 (Debian package 'postgresql')."
  local pkg=postgresql
  [[ -n ${PG_VERSION:-} ]] && pkg=postgresql-$PG_VERSION
  log "PostgreSQL server binaries not found: installing Debian package '$pkg'"
  # The tests make their own clusters: do not create (and start) the default one.
  as_root mkdir -p /etc/postgresql-common/createcluster.d
  if [[ ! -e /etc/postgresql-common/createcluster.d/50-no-main-cluster.conf ]]; then
    echo 'create_main_cluster = false' | as_root tee /etc/postgresql-common/createcluster.d/50-no-main-cluster.conf >/dev/null
  fi
  apt_install "$pkg"
}

cmd_start() {
  local state_file=$1

  local bindir
  bindir=$(find_bindir)
  if [[ -z $bindir ]]; then
    install_postgres
    bindir=$(find_bindir)
    [[ -n $bindir ]] || die "PostgreSQL was installed but no server binaries were found under /usr/lib/postgresql/*/bin"
  fi
  if [[ $EUID -eq 0 ]] && ! id -u postgres >/dev/null 2>&1; then
    die "the 'postgres' system user does not exist (it comes with Debian's postgresql-common)"
  fi
  log "using $("$bindir/postgres" --version) from $bindir"

  # A fresh directory the postgres user can enter; /tmp as a fallback when TMPDIR
  # is somewhere it cannot reach (for example under /root).
  local base=${TMPDIR:-/tmp} dir
  dir=$(mktemp -d "$base/pg-test.XXXXXX")
  if [[ $EUID -eq 0 ]]; then
    chown postgres: "$dir"
    if ! runuser -u postgres -- test -w "$dir"; then
      rmdir "$dir"
      dir=$(mktemp -d /tmp/pg-test.XXXXXX)
      chown postgres: "$dir"
    fi
  fi
  chmod 700 "$dir"
  touch "$dir/$MARKER"
  log "cluster directory: $dir"

  as_pg "$bindir/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1 ||
    {
      cat "$dir/initdb.log" >&2
      rm -rf "$dir"
      die "initdb failed"
    }
  cat >>"$dir/data/postgresql.conf" <<EOF

# throwaway test cluster
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
shared_buffers = 64MB
EOF
  # Local (socket) and loopback connections without a password.
  cat >"$dir/data/pg_hba.conf" <<EOF
local all all trust
host  all all 127.0.0.1/32 trust
host  all all ::1/128 trust
EOF

  local port started=
  for attempt in 1 2 3 4 5; do
    port=$(random_port)
    if as_pg "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "-p $port" -w -t 60 start >&2; then
      started=1
      break
    fi
    log "start on port $port failed (attempt $attempt); server log:"
    tail -n 20 "$dir/server.log" >&2 || true
  done
  if [[ -z $started ]]; then
    rm -rf "$dir"
    die "could not start PostgreSQL"
  fi

  # pg_ctl -w waited for the postmaster; also wait until TCP connections are accepted.
  if ! wait_until 120 0.5 "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres; then
    tail -n 50 "$dir/server.log" >&2 || true
    cmd_stop "$dir"
    die "PostgreSQL did not accept connections on 127.0.0.1:$port"
  fi

  local url="postgres://postgres@127.0.0.1:$port/postgres"
  printf 'PG_DIR=%q\nPG_PORT=%s\nPG_BINDIR=%q\nDATABASE_URL=%q\n' "$dir" "$port" "$bindir" "$url" |
    save_state "$dir" "$state_file"
  log "ready on 127.0.0.1:$port (stop with: scripts/ensure-postgres.sh stop $dir)"
  printf 'DATABASE_URL=%s\n' "$url"
}

cmd_stop() {
  local dir
  dir=$(owned_dir "$1" PG_DIR "$MARKER")
  [[ -n $dir ]] || return 0

  if [[ -f $dir/data/postmaster.pid ]]; then
    local bindir
    bindir=$(
      # shellcheck disable=SC1091
      source "$dir/state" 2>/dev/null && printf '%s' "${PG_BINDIR:-}"
    ) || true
    [[ -n $bindir ]] || bindir=$(find_bindir)
    if [[ -n $bindir ]]; then
      as_pg "$bindir/pg_ctl" -D "$dir/data" -m immediate -w -t 30 stop >&2 || true
    fi
    # If pg_ctl could not stop it, end the postmaster by its recorded pid.
    if [[ -f $dir/data/postmaster.pid ]]; then
      local pid
      pid=$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null || true)
      if [[ $pid =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null; then
        kill -QUIT "$pid" 2>/dev/null || true
        for _ in $(seq 1 50); do
          kill -0 "$pid" 2>/dev/null || break
          sleep 0.1
        done
      fi
    fi
  fi
  rm -rf "$dir"
  log "stopped and removed $dir"
}

run_command "$@"
