#!/usr/bin/env bash
# Throwaway mail servers for the e-mail channel's tests, on loopback only.
#
#   scripts/ensure-dovecot.sh [start] [--state-file FILE]
#       Installs Debian's dovecot-imapd when missing, then starts, in a new temporary
#       directory, a Dovecot IMAP server (plain LOGIN allowed, no TLS, Maildir) and the
#       SMTP server of scripts/mail-relay.mjs, which stores every accepted message in
#       the recipient's Dovecot mailbox through IMAP APPEND (Postfix wants to be the
#       machine's one mail system; a Node SMTP server runs beside anything).
#       Every user name is a mailbox and signs in with the one test password: a
#       passwd-file could only list names fixed in advance, and each test uses its own
#       mailboxes so runs never see each other's mail.
#       stdout (shell-sourceable):
#         TEST_IMAP_PORT=<port>  TEST_SMTP_PORT=<port>  TEST_MAIL_PASSWORD=<password>
#       With --state-file, also writes MAIL_DIR= and the pids to FILE for `stop`.
#
#   scripts/ensure-dovecot.sh stop <dir | state-file>
#       Stops both servers and deletes the directory. Safe to call twice.
#
# Everything but the variables goes to stderr.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
MARKER=.throwaway-mail
PASSWORD=${TEST_MAIL_PASSWORD:-mail-test-password}

log() { printf '[mail] %s\n' "$*" >&2; }
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

dovecot_bin() { command -v dovecot || { [[ -x /usr/sbin/dovecot ]] && echo /usr/sbin/dovecot; } || true; }

install_dovecot() {
  command -v apt-get >/dev/null 2>&1 || die "dovecot not found and apt-get is unavailable; install Debian's 'dovecot-imapd'."
  log "dovecot not found: installing Debian package 'dovecot-imapd'"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    -o DPkg::Lock::Timeout=300 dovecot-imapd >&2
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

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

wait_for_port() {
  for _ in $(seq 1 100); do
    port_in_use "$1" && return 0
    sleep 0.1
  done
  return 1
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

  local dovecot
  dovecot=$(dovecot_bin)
  if [[ -z $dovecot ]]; then
    install_dovecot
    dovecot=$(dovecot_bin)
    [[ -n $dovecot ]] || die "dovecot-imapd was installed but the dovecot binary was not found"
  fi
  log "using dovecot $("$dovecot" --version)"

  local dir
  dir=$(mktemp -d /tmp/mail-test.XXXXXX)
  chmod 755 "$dir"
  touch "$dir/$MARKER"
  mkdir -p "$dir/mail" "$dir/run" "$dir/lib"

  # As root the services drop to Dovecot's own users and mail belongs to nobody;
  # otherwise everything runs as the calling user.
  local internal login mail_user mail_group
  if [[ $EUID -eq 0 ]]; then
    internal=dovecot login=dovenull mail_user=nobody mail_group=nogroup
  else
    internal=$(id -un) login=$(id -un) mail_user=$(id -un) mail_group=$(id -gn)
  fi
  chown "$mail_user:$mail_group" "$dir/mail"

  local imap_port
  imap_port=$(random_port)
  cat >"$dir/dovecot.conf" <<EOF
# throwaway test server
base_dir = $dir/run
state_dir = $dir/lib
log_path = $dir/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = $internal
default_internal_group = $(id -gn "$internal")
default_login_user = $login
first_valid_uid = 1
mail_location = maildir:~/Maildir
mail_fsync = never
passdb {
  driver = static
  args = password=$PASSWORD
}
userdb {
  driver = static
  args = uid=$mail_user gid=$mail_group home=$dir/mail/%Lu
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $imap_port
  }
  inet_listener imaps {
    port = 0
  }
}
EOF
  # Its daemons must not hold the caller's stdout: `$(...)` and test runners wait for it to close.
  "$dovecot" -c "$dir/dovecot.conf" </dev/null >>"$dir/dovecot.log" 2>&1 || {
    cat "$dir/dovecot.log" >&2 2>/dev/null || true
    rm -rf "$dir"
    die "dovecot did not start"
  }
  wait_for_port "$imap_port" || {
    tail -n 30 "$dir/dovecot.log" >&2 || true
    cmd_stop "$dir"
    die "dovecot does not accept connections on 127.0.0.1:$imap_port"
  }

  local smtp_port
  smtp_port=$(random_port)
  MAIL_RELAY_PORT=$smtp_port MAIL_RELAY_IMAP_PORT=$imap_port MAIL_RELAY_PASSWORD=$PASSWORD \
    nohup node "$ROOT/scripts/mail-relay.mjs" </dev/null >"$dir/relay.log" 2>&1 &
  echo $! >"$dir/relay.pid"
  wait_for_port "$smtp_port" || {
    cat "$dir/relay.log" >&2 || true
    cmd_stop "$dir"
    die "the SMTP relay does not accept connections on 127.0.0.1:$smtp_port"
  }

  printf 'MAIL_DIR=%q\nTEST_IMAP_PORT=%s\nTEST_SMTP_PORT=%s\nTEST_MAIL_PASSWORD=%q\n' \
    "$dir" "$imap_port" "$smtp_port" "$PASSWORD" >"$dir/state"
  [[ -n $state_file ]] && cp "$dir/state" "$state_file"
  log "IMAP on 127.0.0.1:$imap_port, SMTP on 127.0.0.1:$smtp_port (stop with: scripts/ensure-dovecot.sh stop $dir)"
  printf 'TEST_IMAP_PORT=%s\nTEST_SMTP_PORT=%s\nTEST_MAIL_PASSWORD=%s\n' "$imap_port" "$smtp_port" "$PASSWORD"
}

stop_pid() {
  local pid=$1
  [[ $pid =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null || return 0
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
}

cmd_stop() {
  local target=${1:-}
  [[ -n $target ]] || die "usage: $0 stop <dir | state-file>"
  local dir=$target
  if [[ -f $target ]]; then
    dir=$(
      # shellcheck disable=SC1090
      source "$target"
      printf '%s' "${MAIL_DIR:-}"
    )
    [[ -n $dir ]] || die "no MAIL_DIR in $target"
  fi
  if [[ ! -d $dir ]]; then
    log "already gone: $dir"
    return 0
  fi
  [[ -e $dir/$MARKER ]] || die "refusing to touch $dir: not made by this script"
  [[ -f $dir/relay.pid ]] && stop_pid "$(cat "$dir/relay.pid")"
  [[ -f $dir/run/master.pid ]] && stop_pid "$(cat "$dir/run/master.pid")"
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
