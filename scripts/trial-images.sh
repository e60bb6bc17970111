#!/usr/bin/env bash
# What the compose and swarm trials build before they run anything, built ahead: the Docker engine
# (started when none answers), the stand-in base images and the app images (api, public-site, web) of a
# fresh copy of the tree, under the trials' project name (foliotrial), and the swarm trial's release 2. CI starts it in the background
# while the test suites run, so that the trials then find every image and layer cached; run alone, it
# only warms that cache. Prints "trial-images: ok …" per step and a last PASSED/FAILED line.
# Environment: TRIAL_SOURCE (worktree | head), TRIAL_LOG_DIR (default /tmp/folio-trial-images-logs),
# TRIAL_STANDINS=0 (the engine's own base images). Needs root (or sudo), as the trials do.
set -uo pipefail
if [ "$(id -u)" != 0 ]; then exec sudo --preserve-env=NODE_EXTRA_CA_CERTS,TRIAL_SOURCE,TRIAL_LOG_DIR,TRIAL_STANDINS "$0" "$@"; fi

repo="$(cd "$(dirname "$0")/.." && pwd)"
TRIAL_NAME=trial-images
started=$SECONDS
L=${TRIAL_LOG_DIR:-/tmp/folio-trial-images-logs}
export COMPOSE_PROJECT_NAME=foliotrial
export COMPOSE_HTTP_TIMEOUT=300
rm -rf "$L"; mkdir -p "$L"
failures=0
work=""
. "$repo/scripts/trial-common.sh"

finish() {
  local code=$?
  trap - EXIT
  [ -n "$work" ] && rm -rf "$work"
  trial_verdict "$code"
}
trap finish EXIT
trap 'exit 143' TERM INT

step "1. engine and stand-in base images"
trial_engine_and_standins
step "2. the app images of a fresh copy of the tree, and the swarm trial's release 2"
trial_copy_tree folio-trial-images
# docker-compose reads the passwords' variables even to build; nothing starts, and .env never enters an image (.dockerignore).
printf 'MYSQL_PASSWORD=unused-for-a-build\nADMIN_PASSWORD=unused-for-a-build\n' > "$work/.env"
trial_build_images
cd "$work" || fatal "cd $work"
trial_build_release_2
ok "images ready for the trials ($((SECONDS - started)) s)"
