# Shared by scripts/citus/{start,stop,createdb}: where the cluster lives and how to run PostgreSQL's programs.
# CITUS_DATA: the folder holding the three data folders (coordinator, worker1, worker2); CITUS_PORT: the
# coordinator's port, the workers take the next two.
CITUS_DATA="${CITUS_DATA:-/var/tmp/boxline-citus}"
CITUS_PORT="${CITUS_PORT:-9700}"
PG_BIN="$(pg_config --bindir)"
NODES=(coordinator worker1 worker2)
node_port() { case "$1" in coordinator) echo "$CITUS_PORT";; worker1) echo $((CITUS_PORT + 1));; worker2) echo $((CITUS_PORT + 2));; esac; }
# PostgreSQL refuses to run as root: run its programs as the user that owns the machine's PostgreSQL.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u "${CITUS_OS_USER:-postgres}" -- "$@"; else "$@"; fi
}
psql_at() { local port="$1"; shift; psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres "$@"; }
