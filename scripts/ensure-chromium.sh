#!/usr/bin/env bash
# Makes sure Debian's Chromium (and fonts for readable screenshots) is installed,
# then prints the browser's path on stdout. Everything else goes to stderr.
#   CHROMIUM_PATH=/path/to/chromium overrides the expected location.
set -euo pipefail

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}

LOG_NAME=chromium
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

missing=()
[[ -x $CHROMIUM ]] || missing+=(chromium)
for pkg in fonts-liberation fonts-noto-color-emoji; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done

if [[ ${#missing[@]} -gt 0 ]]; then
  command -v apt-get >/dev/null 2>&1 ||
    die "missing ${missing[*]} and apt-get is unavailable; install Debian's chromium so that $CHROMIUM exists."
  log "installing: ${missing[*]}"
  apt_install "${missing[@]}"
fi

[[ -x $CHROMIUM ]] || die "$CHROMIUM still missing after installing Debian's chromium"
log "$("$CHROMIUM" --version 2>/dev/null || echo 'version unknown')"
printf '%s\n' "$CHROMIUM"
