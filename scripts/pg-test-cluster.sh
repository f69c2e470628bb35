#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests: `start DIR` makes it in DIR (trust auth, 127.0.0.1 on a free port) and
# prints its URL; `stop DIR` stops it and deletes DIR. Example: TEST_DATABASE_URL=$(scripts/pg-test-cluster.sh start "$(mktemp -d)")
set -euo pipefail

usage() { echo "usage: $0 start DIR | stop DIR" >&2; exit 2; }
[ $# -eq 2 ] || usage
cmd="$1"
dir="$(cd "$2" && pwd)" || usage

# Debian's package keeps initdb and pg_ctl in /usr/lib/postgresql/<version>/bin, off the PATH: the newest there, else the PATH's.
bindir=""
for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
  if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then bindir="$d"; break; fi
done
if [ -z "$bindir" ]; then
  initdb_path="$(command -v initdb || true)"
  [ -n "$initdb_path" ] || { echo "$0: no initdb found (install Debian's postgresql package)" >&2; exit 1; }
  bindir="$(dirname "$initdb_path")"
fi

# initdb and postgres refuse to run as root: as root, the cluster belongs to the postgres user (made when missing).
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    if [ "$(id -u)" -eq 0 ]; then
      id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
      chown postgres "$dir"
    fi
    port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
    as_owner "$bindir/initdb" --pgdata="$dir/data" --auth=trust --username=postgres --encoding=UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    as_owner "$bindir/pg_ctl" --pgdata="$dir/data" --log="$dir/server.log" --wait --timeout=60 \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories='$dir' -c max_connections=200" start >/dev/null \
      || { cat "$dir/server.log" >&2; exit 1; }
    url="postgres://postgres@127.0.0.1:$port/postgres"
    echo "$url" >"$dir/url"
    echo "$url"
    ;;
  stop)
    if [ -f "$dir/data/postmaster.pid" ]; then
      as_owner "$bindir/pg_ctl" --pgdata="$dir/data" --mode=immediate --wait stop >/dev/null || true
    fi
    rm -rf "$dir"
    ;;
  *) usage ;;
esac
