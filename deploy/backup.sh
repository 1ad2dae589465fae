#!/usr/bin/env bash
# Copia de seguridad de Bitácora: la base de datos PostgreSQL, DATA_DIR y la carpeta de imágenes.
# A backup of Bitácora: the PostgreSQL database, DATA_DIR and the media folder.
#
#   deploy/backup.sh /var/backups/bitacora
#
# Writes /var/backups/bitacora/bitacora-<UTC time>/ with:
#   database.dump   pg_dump's custom format: every table, the migrations' own table included,
#                   and the generated secrets (table generated_secrets) when DATABASE_URL is set
#   data.tar.gz     DATA_DIR: secrets.json (generated keys, when they are not in the database),
#                   imports and exports in progress (transfers/), the mail outbox
#   media.tar.gz    the uploaded images, when they are in a folder (MEDIA_SHARED_DIR, else
#                   DATA_DIR/media). A bucket (S3_BUCKET) is not copied: keep it with the
#                   provider's versioning or replication, or copy it with its own tools
#                   (`aws s3 sync s3://bucket/media …`, `rclone sync`) at the same time.
#   SHA256SUMS      checked by deploy/restore.sh before it touches anything
# The folder appears under its final name only once complete: an interrupted backup leaves a
# `.partial` folder, never one that looks whole. The instances keep running meanwhile: pg_dump
# reads one consistent snapshot of the database; an image uploaded during the copy may be in
# the folder and not in the dump (a file no row names, which the hourly sweep removes after a
# restore), never the other way round, because the dump is taken first.
#
# Settings come from the environment, else from the instances' env file (BITACORA_ENV,
# /etc/bitacora/bitacora.env): DATABASE_URL, DATA_DIR, MEDIA_SHARED_DIR, S3_BUCKET.
# Needs pg_dump of the server's major version or newer (Debian: postgresql-client-NN).
# Run it as a user that can read DATA_DIR (root or bitacora), e.g. daily from cron or a timer:
#   0 3 * * * root /opt/bitacora/deploy/backup.sh /var/backups/bitacora
# Keep copies on another machine too; delete old ones with e.g.
#   find /var/backups/bitacora -maxdepth 1 -name 'bitacora-*' -mtime +14 -exec rm -r {} +
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=deploy/backup-env.sh
. "$here/backup-env.sh"

dest="${1:-}"
if [ -z "$dest" ]; then
  echo "Uso: $0 CARPETA_DE_DESTINO" >&2
  exit 2
fi
mkdir -p "$dest"
name="bitacora-$(date -u +%Y%m%dT%H%M%SZ)"
work="$dest/$name.partial"
rm -rf "$work"
mkdir -m 700 "$work"
trap 'rm -rf "$work"' EXIT

echo "Base de datos → $work/database.dump"
pg_dump --format=custom --no-owner --no-privileges --file="$work/database.dump" "$DATABASE_URL"

echo "DATA_DIR ($DATA_DIR) → $work/data.tar.gz"
# The embedded database (db/) is not for production and not read by a PostgreSQL install; the
# pid lock belongs to a running process; media/ goes in its own archive.
tar -C "$DATA_DIR" --exclude=./db --exclude=./db.template-copy --exclude=./bitacora.pid \
  --exclude=./media -czf "$work/data.tar.gz" .

if [ -n "$S3_BUCKET" ]; then
  echo "Imágenes: en el bucket $S3_BUCKET, que esta copia no incluye (ver el principio del script)."
elif [ -d "$MEDIA_DIR" ]; then
  echo "Imágenes ($MEDIA_DIR) → $work/media.tar.gz"
  tar -C "$MEDIA_DIR" -czf "$work/media.tar.gz" .
fi

(cd "$work" && sha256sum -- * >SHA256SUMS)
mv "$work" "$dest/$name"
trap - EXIT
echo "Copia completa: $dest/$name"
