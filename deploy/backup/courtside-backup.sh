#!/bin/sh
# Courtside's backups: the database, every schema of it (the portal's tables in `public`, the
# job queue in `pgboss`), and the files folder (uploaded photos and covers, the mail outbox, a
# generated jwt-secret). docs/operations.md ("Backups and restore") says what else to keep.
#
# It runs where PostgreSQL's client programs of the server's major version are (pg_dump refuses
# a newer server): the official postgres image of that version, as compose's `backup` service
# and the Kubernetes CronJob run it. The Courtside image has none.
#
#   courtside-backup.sh backup                  one backup now, into BACKUP_DIR
#   courtside-backup.sh schedule                a backup now and every BACKUP_INTERVAL_HOURS
#   courtside-backup.sh restore DUMP [FILES]    into the new, empty database of DATABASE_URL,
#                                               and the files archive into FILES_DIR
#
# Settings: DATABASE_URL (required: the database), BACKUP_DIR (/backups), FILES_DIR (the
# portal's DATA_DIR; unset or absent, no files archive), KEEP_BACKUPS (14),
# BACKUP_INTERVAL_HOURS (24).
set -eu

say() { echo "courtside-backup: $*"; }
die() {
  echo "courtside-backup: $*" >&2
  exit 1
}

: "${DATABASE_URL:?DATABASE_URL must name the database, e.g. postgresql://courtside:secret@postgres:5432/courtside}"
BACKUP_DIR=${BACKUP_DIR:-/backups}
KEEP_BACKUPS=${KEEP_BACKUPS:-14}
BACKUP_INTERVAL_HOURS=${BACKUP_INTERVAL_HOURS:-24}

backup() {
  mkdir -p "$BACKUP_DIR"
  name="courtside-$(date -u +%Y%m%dT%H%M%SZ)"
  # Written under a hidden name and renamed when complete: a listed backup is a whole one.
  pg_dump --format=custom --dbname="$DATABASE_URL" --file="$BACKUP_DIR/.$name.dump.part"
  mv "$BACKUP_DIR/.$name.dump.part" "$BACKUP_DIR/$name.dump"
  say "database: $BACKUP_DIR/$name.dump"
  if [ -n "${FILES_DIR:-}" ] && [ -d "$FILES_DIR" ]; then
    # The embedded PostgreSQL's folder is no backup of a running server: pg_dump took the data.
    tar -czf "$BACKUP_DIR/.$name-files.tar.gz.part" -C "$FILES_DIR" --exclude=./postgres .
    mv "$BACKUP_DIR/.$name-files.tar.gz.part" "$BACKUP_DIR/$name-files.tar.gz"
    say "files: $BACKUP_DIR/$name-files.tar.gz"
  fi
  # The newest KEEP_BACKUPS stay (the names sort by time).
  for old in $(ls -1 "$BACKUP_DIR" | grep -E '^courtside-[0-9TZ]+\.dump$' | sort -r | tail -n "+$((KEEP_BACKUPS + 1))"); do
    rm -f "$BACKUP_DIR/$old" "$BACKUP_DIR/${old%.dump}-files.tar.gz"
    say "removed $old (KEEP_BACKUPS=$KEEP_BACKUPS)"
  done
}

restore() {
  dump=$1
  files=${2:-}
  [ -f "$dump" ] || die "no backup at $dump"
  [ -z "$files" ] || [ -f "$files" ] || die "no files archive at $files"
  [ -z "$files" ] || [ -n "${FILES_DIR:-}" ] || die "set FILES_DIR to the folder the files go to (the portal's DATA_DIR)"
  # Only into an empty database: a restore never mixes with or overwrites live data.
  tables=$(psql --dbname="$DATABASE_URL" --no-psqlrc --tuples-only --no-align \
    --command="SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")
  [ "$tables" = 0 ] || die "the database of DATABASE_URL already has $tables tables: create a new, empty one (createdb) and restore into it"
  # Owned by the user restoring, whoever owned it before; all or nothing.
  pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$dump"
  say "database restored from $dump"
  if [ -n "$files" ]; then
    mkdir -p "$FILES_DIR"
    tar -xzf "$files" -C "$FILES_DIR"
    say "files restored into $FILES_DIR from $files"
  fi
}

case "${1:-}" in
  backup) backup ;;
  schedule)
    while :; do
      # A failed backup is logged and tried again at the next interval; the service keeps running.
      (backup) || echo "courtside-backup: BACKUP FAILED (see above); next try in $BACKUP_INTERVAL_HOURS h" >&2
      sleep "$((BACKUP_INTERVAL_HOURS * 3600))"
    done
    ;;
  restore)
    [ $# -ge 2 ] || die "usage: courtside-backup.sh restore DUMP [FILES_ARCHIVE]"
    restore "$2" "${3:-}"
    ;;
  *) die "usage: courtside-backup.sh backup | schedule | restore DUMP [FILES_ARCHIVE]" ;;
esac
