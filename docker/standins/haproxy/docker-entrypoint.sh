#!/bin/sh
# As the official haproxy image's: options as the command go to haproxy; `haproxy ...` runs in
# master-worker mode (-W) without forking (-db), so the container's main process is haproxy itself.
set -e
if [ "${1#-}" != "$1" ]; then set -- haproxy "$@"; fi
if [ "$1" = haproxy ]; then shift; set -- haproxy -W -db "$@"; fi
exec "$@"
