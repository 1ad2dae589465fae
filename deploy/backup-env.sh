# Read by deploy/backup.sh and deploy/restore.sh: the settings they need, from the environment,
# else from the instances' env file. The file is read line by line, never run as a script: a
# value like `postgres://…?a=1&b=2` is taken as written.
# Lee la configuración del entorno o del archivo de las instancias, sin ejecutarlo.

env_file="${BITACORA_ENV:-/etc/bitacora/bitacora.env}"
for key in DATABASE_URL DATA_DIR MEDIA_SHARED_DIR S3_BUCKET S3_REGION S3_ENDPOINT \
  S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY AWS_ACCESS_KEY_ID AWS_SECRET_ACCESS_KEY AWS_REGION \
  BACKUP_BUCKET AWS_CLI; do
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

# The bucket (S3_BUCKET) is copied into the backup and put back by a restore with the AWS CLI
# (`aws s3 sync`, any S3-compatible service through S3_ENDPOINT), unless BACKUP_BUCKET=no (the
# bucket kept by the provider's versioning or replication instead). AWS_CLI names the program.
BACKUP_BUCKET="${BACKUP_BUCKET:-yes}"
AWS_CLI="${AWS_CLI:-aws}"

copies_bucket() { [ -n "$S3_BUCKET" ] && [ "$BACKUP_BUCKET" != no ]; }

# Refuses before anything is done when the bucket is to be copied and the AWS CLI is missing.
need_aws_cli() {
  if ! command -v "$AWS_CLI" >/dev/null 2>&1; then
    echo "Las imágenes están en el bucket $S3_BUCKET y para copiarlo hace falta la AWS CLI ($AWS_CLI), que no está instalada: instálala (Debian: apt-get install awscli) o, si el bucket se guarda de otra forma (versionado o réplica del proveedor), indica BACKUP_BUCKET=no. No se ha hecho nada." >&2
    exit 1
  fi
}

# `aws s3 sync FROM TO` with the server's own S3_* settings (the AWS_* ones as the server
# accepts them too); the bucket's objects are under media/.
bucket_sync() {
  local endpoint=()
  if [ -n "${S3_ENDPOINT:-}" ]; then endpoint=(--endpoint-url "$S3_ENDPOINT"); fi
  AWS_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:-${AWS_ACCESS_KEY_ID:-}}" \
    AWS_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:-${AWS_SECRET_ACCESS_KEY:-}}" \
    AWS_DEFAULT_REGION="${S3_REGION:-${AWS_REGION:-us-east-1}}" \
    "$AWS_CLI" "${endpoint[@]}" s3 sync --only-show-errors "$1" "$2"
}
