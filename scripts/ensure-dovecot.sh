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
LOG_NAME=mail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
MARKER=.throwaway-mail
PASSWORD=${TEST_MAIL_PASSWORD:-mail-test-password}

dovecot_bin() { command -v dovecot || { [[ -x /usr/sbin/dovecot ]] && echo /usr/sbin/dovecot; } || true; }

install_dovecot() {
  command -v apt-get >/dev/null 2>&1 || die "dovecot not found and apt-get is unavailable; install Debian's 'dovecot-imapd'."
  log "dovecot not found: installing Debian package 'dovecot-imapd'"
  apt_install dovecot-imapd
}

cmd_start() {
  local state_file=$1

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
    "$dir" "$imap_port" "$smtp_port" "$PASSWORD" | save_state "$dir" "$state_file"
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
  local dir
  dir=$(owned_dir "$1" MAIL_DIR "$MARKER")
  [[ -n $dir ]] || return 0
  [[ -f $dir/relay.pid ]] && stop_pid "$(cat "$dir/relay.pid")"
  [[ -f $dir/run/master.pid ]] && stop_pid "$(cat "$dir/run/master.pid")"
  rm -rf "$dir"
  log "stopped and removed $dir"
}

run_command "$@"
