#!/bin/sh
# Writes nginx's upload limit (folio/upload-limit.conf) from MEDIA_MAX_UPLOAD_MB, the API's limit,
# plus 1 MB for the multipart framing, so nginx never refuses an upload the API would take. Unset:
# the file as built (10 MB). The web image runs it as nginx starts (/docker-entrypoint.d/);
# nginx/nginx-runner.mjs runs it for test instances. $1: the file to write.
set -euf
file=${1:-/etc/nginx/folio/upload-limit.conf}
[ -n "${MEDIA_MAX_UPLOAD_MB:-}" ] || exit 0
case "$MEDIA_MAX_UPLOAD_MB" in
  *[!0-9]* | 0*)
    echo "MEDIA_MAX_UPLOAD_MB: \"$MEDIA_MAX_UPLOAD_MB\" is not a whole number of megabytes from 1 to 100" >&2
    exit 1
    ;;
esac
[ "$MEDIA_MAX_UPLOAD_MB" -le 100 ] || { echo "MEDIA_MAX_UPLOAD_MB: at most 100" >&2; exit 1; }
printf '# From MEDIA_MAX_UPLOAD_MB (nginx/upload-limit.sh)\nclient_max_body_size %sm;\n' "$((MEDIA_MAX_UPLOAD_MB + 1))" > "$file"
