#!/usr/bin/env bash
# Restaura una copia hecha con deploy/backup.sh: la base de datos, DATA_DIR y las imágenes
# vuelven a ser las de la copia; lo escrito después se pierde.
# Restores a backup made by deploy/backup.sh: the database, DATA_DIR and the media folder become
# the backup's again; whatever was written since is lost.
#
#   systemctl stop 'bitacora@*'
#   deploy/restore.sh /var/backups/bitacora/bitacora-20261128T030000Z
#   systemctl start bitacora@3001 bitacora@3002 bitacora@3003
#
# Same settings as backup.sh (environment, else BITACORA_ENV or /etc/bitacora/bitacora.env); on
# a new machine, create the empty database first (docs/operations.md, Production, step 1).
# In order, each step only once the one before succeeded:
#   1. the checksums of the copy (SHA256SUMS): a damaged copy changes nothing;
#   2. no one else connected to the database (the instances stopped), unless
#      RESTORE_WITH_CONNECTIONS=1;
#   3. the database: its schemas emptied and the dump loaded in one transaction, so a failure
#      leaves it as it was; the migrations' table comes back with it, so a start of the current
#      release applies only what the copy lacks;
#   4. DATA_DIR's contents replaced by the copy's (an embedded database db/ is left alone);
#   5. the media folder's contents replaced by the copy's; with S3_BUCKET, the copy's images put
#      back in the bucket with the AWS CLI (`aws s3 sync`, as backup.sh took them; missing, the
#      restore stops at the start, before step 2). Objects written after the copy stay in the
#      bucket: no row names them, and the hourly sweep removes them.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=deploy/backup-env.sh
. "$here/backup-env.sh"

backup="${1:-}"
if [ -z "$backup" ] || [ ! -f "$backup/SHA256SUMS" ]; then
  echo "Uso: $0 CARPETA_DE_UNA_COPIA (la que escribió backup.sh, con su SHA256SUMS)" >&2
  exit 2
fi
backup="$(cd "$backup" && pwd)"

if ! (cd "$backup" && sha256sum --quiet --strict -c SHA256SUMS); then
  echo "La copia $backup está dañada (SHA256SUMS no coincide): no se ha tocado nada." >&2
  exit 1
fi

if [ -f "$backup/media.tar.gz" ] && copies_bucket; then need_aws_cli; fi

others="$(psql -X -tA -v ON_ERROR_STOP=1 -c \
  "select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()" \
  "$DATABASE_URL")"
if [ "$others" != 0 ] && [ "${RESTORE_WITH_CONNECTIONS:-}" != 1 ]; then
  echo "Hay $others conexiones más a la base de datos: detén las instancias (systemctl stop 'bitacora@*') y vuelve a intentarlo, o indica RESTORE_WITH_CONNECTIONS=1." >&2
  exit 1
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

echo "Base de datos ← $backup/database.dump"
# Written out whole first: piped, a pg_restore that failed halfway would end psql's input and
# have it commit half a restore.
pg_restore --no-owner --no-privileges --file="$scratch/restore.sql" "$backup/database.dump"
psql -X -q -v ON_ERROR_STOP=1 --single-transaction \
  -c 'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;' \
  -f "$scratch/restore.sql" "$DATABASE_URL" >/dev/null

# Replaces the contents of folder $1 by those of archive $2, extracted beside them first (same
# file system, and $1 may be a mount point that cannot itself be replaced); names in $3… stay.
replace_contents() {
  local folder="$1" archive="$2"
  shift 2
  mkdir -p "$folder"
  local incoming="$folder/.restore-$$"
  rm -rf "$incoming"
  mkdir "$incoming"
  tar -xzf "$archive" -C "$incoming"
  local keep=(! -name ".restore-$$")
  for name in "$@"; do keep+=(! -name "$name"); done
  find "$folder" -mindepth 1 -maxdepth 1 "${keep[@]}" -exec rm -rf {} +
  find "$incoming" -mindepth 1 -maxdepth 1 -exec mv -t "$folder" {} +
  rmdir "$incoming"
}

echo "DATA_DIR ($DATA_DIR) ← $backup/data.tar.gz"
if [ "$MEDIA_DIR" = "$DATA_DIR/media" ]; then
  replace_contents "$DATA_DIR" "$backup/data.tar.gz" db media
else
  replace_contents "$DATA_DIR" "$backup/data.tar.gz" db
fi

if [ -f "$backup/media.tar.gz" ] && copies_bucket; then
  echo "Imágenes (bucket $S3_BUCKET) ← $backup/media.tar.gz"
  mkdir "$scratch/bucket"
  tar -xzf "$backup/media.tar.gz" -C "$scratch/bucket"
  bucket_sync "$scratch/bucket/" "s3://$S3_BUCKET/media/"
elif [ -f "$backup/media.tar.gz" ] && [ -z "$S3_BUCKET" ]; then
  echo "Imágenes ($MEDIA_DIR) ← $backup/media.tar.gz"
  replace_contents "$MEDIA_DIR" "$backup/media.tar.gz"
elif [ -n "$S3_BUCKET" ]; then
  echo "Imágenes: en el bucket $S3_BUCKET, que esta restauración no toca (BACKUP_BUCKET=no o una copia sin imágenes)."
fi
echo "Copia restaurada. Arranca las instancias."
