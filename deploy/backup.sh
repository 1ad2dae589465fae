#!/usr/bin/env bash
# Copia de seguridad de Bitácora: la base de datos PostgreSQL, DATA_DIR y las imágenes.
# A backup of Bitácora: the PostgreSQL database, DATA_DIR and the media (folder or bucket).
#
#   deploy/backup.sh /var/backups/bitacora
#
# Writes /var/backups/bitacora/bitacora-<UTC time>/ with:
#   database.dump   pg_dump's custom format: every table, the migrations' own table included,
#                   and the generated secrets (table generated_secrets) when DATABASE_URL is set
#   data.tar.gz     DATA_DIR: secrets.json (generated keys, when they are not in the database),
#                   imports and exports in progress (transfers/), the mail outbox
#   media.tar.gz    the uploaded images: the media folder (MEDIA_SHARED_DIR, else
#                   DATA_DIR/media), or with S3_BUCKET the bucket's media/, copied with the AWS
#                   CLI (`aws s3 sync`, S3_ENDPOINT for another provider; Debian: awscli). Without
#                   the CLI the backup stops before starting and says so. BACKUP_BUCKET=no leaves
#                   the bucket out (kept by the provider's versioning or replication instead).
#   SHA256SUMS      checked by deploy/restore.sh before it touches anything
# The folder appears under its final name only once complete: an interrupted backup leaves a
# `.partial` folder, never one that looks whole. The instances keep running meanwhile: pg_dump
# reads one consistent snapshot of the database; an image uploaded during the copy may be in
# the folder and not in the dump (a file no row names, which the hourly sweep removes after a
# restore), never the other way round, because the dump is taken first.
#
# Settings come from the environment, else from the instances' env file (BITACORA_ENV,
# /etc/bitacora/bitacora.env): DATABASE_URL, DATA_DIR, MEDIA_SHARED_DIR, the S3_* variables,
# BACKUP_BUCKET and AWS_CLI (the program, `aws` by default).
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
if copies_bucket; then need_aws_cli; fi
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

if copies_bucket; then
  echo "Imágenes (bucket $S3_BUCKET) → $work/media.tar.gz"
  bucket_sync "s3://$S3_BUCKET/media/" "$work/bucket"
  mkdir -p "$work/bucket"
  tar -C "$work/bucket" -czf "$work/media.tar.gz" .
  rm -rf "$work/bucket"
elif [ -n "$S3_BUCKET" ]; then
  echo "Imágenes: en el bucket $S3_BUCKET, que esta copia no incluye (BACKUP_BUCKET=no)."
elif [ -d "$MEDIA_DIR" ]; then
  echo "Imágenes ($MEDIA_DIR) → $work/media.tar.gz"
  tar -C "$MEDIA_DIR" -czf "$work/media.tar.gz" .
fi

(cd "$work" && sha256sum -- * >SHA256SUMS)
mv "$work" "$dest/$name"
trap - EXIT
echo "Copia completa: $dest/$name"
