# Shared by the trials that run the stack for real (scripts/compose-trial.sh, scripts/swarm-trial.sh):
# sourced, not run. The caller sets TRIAL_NAME (the prefix of its lines), repo (the checkout), L (its
# log folder), started (its start, in $SECONDS) and failures=0, and sets its own EXIT trap.

say() { echo "$TRIAL_NAME: $*"; }
ok() { say "ok $*"; }
failed() { say "FAILED $*"; failures=$((failures + 1)); }
step() { echo "== $(date +%T) (+$((SECONDS - started)) s) $*"; }
# A check that cannot be passed over: what follows needs it.
fatal() { failed "$*"; exit 1; }
# The last line of a trial, from its EXIT trap with the exit code so far: PASSED, or FAILED and a non-zero exit.
trial_verdict() {
  local code=$1
  if [ "$code" = 0 ] && [ "$failures" = 0 ]; then
    say "PASSED in $((SECONDS - started)) s (logs: $L)"
  else
    say "FAILED: $failures check(s) failed, exit $code, after $((SECONDS - started)) s (logs: $L)"
    [ "$code" != 0 ] || code=1
  fi
  exit "$code"
}
# Letters and digits from /dev/urandom, $1 of them.
random_text() { head -c 64 /dev/urandom | base64 | tr -dc A-Za-z0-9 | head -c "$1"; }

# Debian's packages the trials use, a Docker engine (Debian's, started here when none answers: with
# --iptables=false, which both trials run on; docs/swarm.md says why), and the stand-in base images
# (docker/standins/build.sh, cached by recipe hash; TRIAL_STANDINS=0 uses the engine's own images).
trial_engine_and_standins() {
  local missing=() t0
  command -v dockerd >/dev/null || missing+=(docker.io)
  command -v debootstrap >/dev/null || missing+=(debootstrap)
  command -v docker-compose >/dev/null || missing+=(docker-compose)
  command -v jq >/dev/null || missing+=(jq)
  command -v curl >/dev/null || missing+=(curl)
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing from Debian's packages: ${missing[*]}"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"; } > "$L/apt.log" 2>&1 \
      || fatal "apt-get install ${missing[*]} (see $L/apt.log)"
  fi
  if ! docker info > /dev/null 2>&1; then
    say "no Docker engine answers: starting dockerd (log: /var/log/folio-dockerd.log)"
    setsid nohup dockerd --storage-driver=overlay2 --iptables=false >> /var/log/folio-dockerd.log 2>&1 < /dev/null &
    for _ in $(seq 1 60); do docker info > /dev/null 2>&1 && break; sleep 1; done
  fi
  docker info > /dev/null 2>&1 && ok "Docker engine $(docker info --format '{{.ServerVersion}}') answers" || fatal "no Docker engine"
  t0=$SECONDS
  if [ "${TRIAL_STANDINS:-1}" = 1 ]; then
    STANDIN_LOG_DIR="$L/standins" "$repo/docker/standins/build.sh" 2>&1 | tee "$L/standins.txt" | sed 's/^/  /'
    [ "${PIPESTATUS[0]}" = 0 ] && ok "stand-in base images ($((SECONDS - t0)) s)" || fatal "stand-in base images (see $L/standins.txt)"
  else
    say "TRIAL_STANDINS=0: the base images as the engine has them (pulled), no stand-ins"
  fi
}

# A fresh copy of the tree in a new folder under /tmp named after $1; sets `work` and `source_of`.
# TRIAL_SOURCE=head: `git archive HEAD`; else what a clean clone holds plus uncommitted work: every file
# git tracks or would track (no node_modules, builds, .env, data: .gitignore), with its mode.
trial_copy_tree() {
  work=$(mktemp -d "/tmp/$1.XXXXXX")
  if [ "${TRIAL_SOURCE:-worktree}" = head ]; then
    git -C "$repo" archive HEAD | tar -x -C "$work" || fatal "git archive HEAD"
    source_of="HEAD $(git -C "$repo" rev-parse --short HEAD)"
  else
    (cd "$repo" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done \
      | tar --null -T - -c) | tar -x -C "$work" || fatal "copy of the working tree"
    source_of="the working tree at $(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet HEAD 2>/dev/null || echo ' with uncommitted changes')"
  fi
}

# The app images of docker-compose.yml (api, public-site, web), built one at a time from $work (which
# holds a .env) on the host's network (scripts/compose-trial/compose.build.yml), named
# <COMPOSE_PROJECT_NAME>_<service>: both trials use the project name foliotrial, so each reuses the
# other's images and layers.
app_images() { for i in api public-site web; do docker image inspect -f '{{.Id}}' "${COMPOSE_PROJECT_NAME}_$i" 2>/dev/null; done; }
trial_build_images() {
  local service t0
  previous_images=$(app_images)
  for service in api public-site web; do
    t0=$SECONDS
    (cd "$work" && docker-compose -f docker-compose.yml -f scripts/compose-trial/compose.build.yml build --force-rm "$service") > "$L/build-$service.log" 2>&1 \
      || { tail -30 "$L/build-$service.log"; fatal "build of $service (see $L/build-$service.log)"; }
    ok "image of $service built ($((SECONDS - t0)) s)"
  done
}
# The images an earlier run built and this one replaced (their layers would pile up run after run).
trial_remove_replaced_images() {
  [ -n "${previous_images:-}" ] || return 0
  local current id
  current=$(app_images)
  for id in $previous_images; do grep -q "$id" <<< "$current" || docker rmi "$id" > /dev/null 2>&1 || true; done
}

# The swarm trial's derived images (repository $R), built from the tree in $work (the cwd) after the app
# images: release 1 (the app images, tagged), release 2 (the API built again by api/Dockerfile, as any
# release is, with one more migration, $MIGRATION: expand only, a nullable column in a throwaway table
# that release 1 never reads; the renderer relabelled, so that every task is replaced) and an API image
# that never passes its health check. trial-images.sh builds them ahead, so that the swarm trial's own
# builds find every layer cached. Adds the migration to the tree in $work.
R=folio-swarm-trial
MIGRATION=29991231000000_swarm_trial_column
trial_build_release_2() {
  local t0=$SECONDS
  docker tag "${COMPOSE_PROJECT_NAME}_api" "$R/api:1" && docker tag "${COMPOSE_PROJECT_NAME}_public-site" "$R/renderer:1" \
    && docker tag "${COMPOSE_PROJECT_NAME}_web" "$R/web:1" || fatal "release 1's tags"
  cat > "api/src/db/migrations/$MIGRATION.ts" <<EOF
import type { Knex } from 'knex';

export const name = '$MIGRATION';

/** The swarm trial's release 2 (scripts/swarm-trial.sh): a nullable column in a throwaway table. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('swarm_trial_marks', (t) => {
    t.increments('id');
  });
  await knex.schema.alterTable('swarm_trial_marks', (t) => {
    t.string('note', 100).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('swarm_trial_marks');
}
EOF
  sed -i "1a import * as swarmTrialColumn from './$MIGRATION.js';" api/src/db/migrations/index.ts
  perl -0pi -e 's/(const migrations: Migration\[\] = \[[^\]]*)\]/$1, swarmTrialColumn]/' api/src/db/migrations/index.ts
  grep -q 'swarmTrialColumn]' api/src/db/migrations/index.ts || fatal "release 2's migration listed in api/src/db/migrations/index.ts"
  docker build --network host --force-rm -f api/Dockerfile -t "$R/api:2" . > "$L/build-api-2.log" 2>&1 \
    || { tail -30 "$L/build-api-2.log"; fatal "release 2 of the API (see $L/build-api-2.log)"; }
  printf 'FROM %s\nLABEL org.folio.trial.release=2\n' "$R/renderer:1" | docker build -q -t "$R/renderer:2" - > /dev/null 2>> "$L/build-derived.log" \
    || fatal "release 2 of the renderer"
  # Starts, listens, and answers 503 to everything, its health check included: never healthy.
  printf 'FROM %s\nCMD ["node", "-e", "require(\\"http\\").createServer((q, s) => { s.writeHead(503); s.end(\\"never ready\\"); }).listen(8080)"]\n' "$R/api:2" \
    | docker build -q -t "$R/api:2-unhealthy" - > /dev/null 2>> "$L/build-derived.log" || fatal "the API image that fails its health check"
  ok "release 1 tagged, release 2 (API with migration $MIGRATION, renderer relabelled) and an API image that never passes its health check ($((SECONDS - t0)) s)"
}
