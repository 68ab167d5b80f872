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

MARKER=.throwaway-postgres

log() { printf '[postgres] %s\n' "$*" >&2; }
die() {
  log "error: $*"
  exit 1
}

as_root() {
  if [[ $EUID -eq 0 ]]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo -n "$@"
  else
    die "need root to run: $*"
  fi
}

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
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    -o DPkg::Lock::Timeout=300 "$pkg" >&2
}

port_in_use() {
  # Succeeds when something accepts connections on 127.0.0.1:$1.
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

random_port() {
  local port
  for _ in $(seq 1 50); do
    port=$((20000 + RANDOM % 40000))
    if ! port_in_use "$port"; then
      printf '%s\n' "$port"
      return 0
    fi
  done
  die "no free port found"
}

cmd_start() {
  local state_file=
  while [[ $# -gt 0 ]]; do
    case $1 in
      --state-file)
        state_file=${2:?--state-file needs a path}
        shift 2
        ;;
      *) die "unknown argument: $1" ;;
    esac
  done

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
  local ready=
  for _ in $(seq 1 120); do
    if "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres; then
      ready=1
      break
    fi
    sleep 0.5
  done
  if [[ -z $ready ]]; then
    tail -n 50 "$dir/server.log" >&2 || true
    cmd_stop "$dir"
    die "PostgreSQL did not accept connections on 127.0.0.1:$port"
  fi

  local url="postgres://postgres@127.0.0.1:$port/postgres"
  printf 'PG_DIR=%q\nPG_PORT=%s\nPG_BINDIR=%q\nDATABASE_URL=%q\n' "$dir" "$port" "$bindir" "$url" >"$dir/state"
  [[ -n $state_file ]] && cp "$dir/state" "$state_file"
  log "ready on 127.0.0.1:$port (stop with: scripts/ensure-postgres.sh stop $dir)"
  printf 'DATABASE_URL=%s\n' "$url"
}

cmd_stop() {
  local target=${1:-}
  [[ -n $target ]] || die "usage: $0 stop <dir | state-file>"
  local dir=$target
  if [[ -f $target ]]; then
    # A state file: read PG_DIR from it.
    dir=$(
      # shellcheck disable=SC1090
      source "$target"
      printf '%s' "${PG_DIR:-}"
    )
    [[ -n $dir ]] || die "no PG_DIR in $target"
  fi
  if [[ ! -d $dir ]]; then
    log "already gone: $dir"
    return 0
  fi
  [[ -e $dir/$MARKER ]] || die "refusing to touch $dir: not a cluster made by this script"

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

case ${1:-start} in
  start)
    [[ $# -gt 0 ]] && shift
    cmd_start "$@"
    ;;
  --state-file) cmd_start "$@" ;;
  stop)
    shift
    cmd_stop "$@"
    ;;
  *) die "usage: $0 [start] [--state-file FILE] | stop <dir | state-file>" ;;
esac
