# Shared steps of the scripts that prepare what the tests need (ensure-postgres.sh,
# ensure-dovecot.sh start throwaway servers; ensure-chromium.sh uses only the helpers).
# Sourced, not run: the script sets
# `set -euo pipefail` and LOG_NAME (the prefix of its messages), then sources this
# file, defines cmd_start STATE_FILE and cmd_stop DIR, and ends with run_command "$@".
#
# Its command line:
#   <script> [start] [--state-file FILE]     cmd_start FILE (empty without --state-file)
#   <script> stop <dir | state-file>         cmd_stop <dir | state-file>
# Messages go to stderr; a failure exits with 1.

log() { printf '[%s] %s\n' "$LOG_NAME" "$*" >&2; }
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

# apt_install PACKAGE...: installs Debian packages (after apt-get update), output to stderr.
apt_install() {
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    -o DPkg::Lock::Timeout=300 "$@" >&2
}

# Succeeds when something accepts connections on 127.0.0.1:$1.
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# A port of 127.0.0.1 that nothing listened on a moment ago.
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

# wait_until TRIES SECONDS COMMAND...: runs COMMAND until it succeeds, at most TRIES
# times, SECONDS apart; fails when it never did.
wait_until() {
  local tries=$1 pause=$2
  shift 2
  for _ in $(seq 1 "$tries"); do
    "$@" && return 0
    sleep "$pause"
  done
  return 1
}

# Waits up to 10 s until a server accepts connections on 127.0.0.1:$1.
wait_for_port() { wait_until 100 0.1 port_in_use "$1"; }

# save_state DIR STATE_FILE: standard input becomes DIR/state (shell-sourceable lines),
# copied to STATE_FILE when one was asked for.
save_state() {
  cat >"$1/state"
  [[ -z $2 ]] || cp "$1/state" "$2"
}

# owned_dir TARGET NAME MARKER: the directory a `stop` names (TARGET itself, or the NAME=
# line of the state file TARGET), refused unless it holds the file MARKER that the script
# put there; nothing when it is already gone.
owned_dir() {
  local target=$1 name=$2 marker=$3 dir=$1
  if [[ -f $target ]]; then
    dir=$(
      # shellcheck disable=SC1090
      source "$target"
      printf '%s' "${!name:-}"
    )
    [[ -n $dir ]] || die "no $name in $target"
  fi
  if [[ ! -d $dir ]]; then
    log "already gone: $dir"
    return 0
  fi
  [[ -e $dir/$marker ]] || die "refusing to touch $dir: not made by this script"
  printf '%s\n' "$dir"
}

run_command() {
  case ${1:-start} in
    start | --state-file)
      [[ ${1:-} == start ]] && shift
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
      cmd_start "$state_file"
      ;;
    stop)
      [[ -n ${2:-} ]] || die "usage: $0 stop <dir | state-file>"
      cmd_stop "$2"
      ;;
    *) die "usage: $0 [start] [--state-file FILE] | stop <dir | state-file>" ;;
  esac
}
