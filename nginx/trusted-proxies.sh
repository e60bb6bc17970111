#!/bin/sh
# Writes nginx's list of trusted proxies (folio/trusted-proxies.conf) from TRUSTED_PROXIES: addresses
# or CIDR ranges separated by spaces or commas, or `none` to trust no one. Unset or empty: the list as
# built. The web image runs it as nginx starts (/docker-entrypoint.d/); nginx/nginx-runner.mjs runs it
# for test instances. $1: the file to write.
set -euf
file=${1:-/etc/nginx/folio/trusted-proxies.conf}
[ -n "${TRUSTED_PROXIES:-}" ] || exit 0

entries=""
for entry in $(printf '%s' "$TRUSTED_PROXIES" | tr ',' ' '); do
  case "$entry" in
    none) continue ;;
    *[!0-9A-Fa-f.:/]*) ;;
    *[.:]*)
      entries="$entries$entry 1;
"
      continue
      ;;
  esac
  echo "TRUSTED_PROXIES: \"$entry\" is not an address or a range such as 172.16.0.0/12" >&2
  exit 1
done
printf '# From TRUSTED_PROXIES (nginx/trusted-proxies.sh)\n%s' "$entries" > "$file"
