#!/usr/bin/env bash
# Makes sure the machine has what the test suites need from Debian: Chromium for the browser
# tests, a PostgreSQL server for the tests that need real concurrency and nginx for the test of
# the reverse-proxy configurations (in front of alf.io, and the production topology). Installs them as root
# with apt-get when they are missing; otherwise says exactly what to install and fails.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
# The production topology's test makes its own TLS certificate for nginx's HTTP/2.
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
fonts_ok=$(fc-list 2>/dev/null | grep -ci dejavu || true)
[ "${fonts_ok:-0}" -gt 0 ] || missing+=(fonts-dejavu-core)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing from Debian: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "The tests need these Debian packages, which are missing: ${missing[*]}" >&2
echo "Install them as root:  apt-get update && apt-get install -y ${missing[*]}" >&2
exit 1
