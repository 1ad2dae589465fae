# Read by deploy/backup.sh and deploy/restore.sh: the settings they need, from the environment,
# else from the instances' env file. The file is read line by line, never run as a script: a
# value like `postgres://…?a=1&b=2` is taken as written.
# Lee la configuración del entorno o del archivo de las instancias, sin ejecutarlo.

env_file="${BITACORA_ENV:-/etc/bitacora/bitacora.env}"
for key in DATABASE_URL DATA_DIR MEDIA_SHARED_DIR S3_BUCKET; do
  if [ -z "${!key:-}" ] && [ -r "$env_file" ]; then
    value="$(sed -n "s/^$key=//p" "$env_file" | tail -n 1)"
    # Quotes around the whole value, as systemd's EnvironmentFile allows them.
    value="${value#\"}" && value="${value%\"}"
    value="${value#\'}" && value="${value%\'}"
    printf -v "$key" '%s' "$value"
  fi
done
DATA_DIR="${DATA_DIR:-/var/lib/bitacora}"
MEDIA_SHARED_DIR="${MEDIA_SHARED_DIR:-}"
S3_BUCKET="${S3_BUCKET:-}"
MEDIA_DIR="${MEDIA_SHARED_DIR:-$DATA_DIR/media}"
if [ -z "${DATABASE_URL:-}" ]; then
  echo "Falta DATABASE_URL (en el entorno o en $env_file): estas copias son de una instalación con PostgreSQL." >&2
  exit 2
fi
