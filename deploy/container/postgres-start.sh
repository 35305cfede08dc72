#!/bin/sh
# Makes the cluster on its first start (password from POSTGRES_PASSWORD), then runs PostgreSQL in
# the foreground, reachable from the other containers with that password.
set -eu
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pwfile
  "$bin/initdb" -D "$PGDATA" -U postgres -E UTF8 --auth-local=peer --auth-host=scram-sha-256 --pwfile=/tmp/pwfile
  rm -f /tmp/pwfile
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "host all all ::/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
fi
exec "$bin/postgres" -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/tmp
