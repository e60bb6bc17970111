#!/bin/sh
# Writes nginx's list of trusted proxies (folio/trusted-proxies.conf) from TRUSTED_PROXIES: addresses
# or CIDR ranges separated by spaces or commas; an entry prefixed with `!` is NOT trusted even inside
# a trusted range (the most specific entry wins: `172.28.0.0/24 !172.28.0.1` trusts a network but not
# its gateway, the address Docker's userland proxy connects from); `none` trusts no one. Unset or
# empty: the list as built (loopback). The web image runs it as nginx starts (/docker-entrypoint.d/);
# nginx/nginx-runner.mjs runs it for test instances. $1: the file to write.
set -euf
file=${1:-/etc/nginx/folio/trusted-proxies.conf}
[ -n "${TRUSTED_PROXIES:-}" ] || exit 0

entries=""
for entry in $(printf '%s' "$TRUSTED_PROXIES" | tr ',' ' '); do
  value=1
  address=$entry
  case "$entry" in
    none) continue ;;
    !*) value=0; address=${entry#!} ;;
  esac
  case "$address" in
    *[!0-9A-Fa-f.:/]*) ;;
    *[.:]*)
      entries="$entries$address $value;
"
      continue
      ;;
  esac
  echo "TRUSTED_PROXIES: \"$entry\" is not an address or a range such as 172.16.0.0/12" >&2
  exit 1
done
printf '# From TRUSTED_PROXIES (nginx/trusted-proxies.sh)\n%s' "$entries" > "$file"
