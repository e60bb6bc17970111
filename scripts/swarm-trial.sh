#!/usr/bin/env bash
# The swarm trial (docs/swarm.md): deploy/swarm/folio-stack.yml deployed for real on a single-node Docker
# Swarm on this machine, upgraded, broken and killed under load, checked through its edge on loopback,
# then removed.
#   1. a Docker engine and the stand-in base images (as the compose trial: scripts/trial-common.sh);
#   2. a fresh copy of the tree; the app images (shared with the compose trial: project foliotrial),
#      and from them release 2 (the API built again with one more migration, a nullable column in a
#      throwaway table; the renderer relabelled) and an API image that never passes its health check;
#   3. a swarm (`docker swarm init` when the engine is in none; left again at the end), the secrets,
#      `docker stack deploy`, the one-off migration task (deploy/swarm/migrate.sh), timed until every
#      service is healthy and the site answers;
#   4. under a steady load of visitors, an owner saving posts and visitors sending contact messages
#      (scripts/swarm-trial/traffic.mjs), each with zero failed requests as its check:
#      (a) the rolling upgrade to release 2: its migration as the one-off task, then the API and the
#          renderer updated one task at a time;
#      (b) an update of the API to the image that fails its health check, rolled back by Swarm itself;
#      (c) one API task's container killed;
#   5. nothing lost: every saved post there as saved, every acknowledged contact message stored once.
# Prints "swarm-trial: ok <check>" or "swarm-trial: FAILED <check>" per check, a table of the steps
# (requests, failures, seconds) and a last PASSED/FAILED line; exits non-zero if any check failed.
# Cleans up after itself: the stack, its volumes, secrets and config, the derived images, the swarm if
# it made one, and the FORWARD policy of iptables if an engine left it at DROP (the compose trial's
# engine runs without iptables and would then pass no traffic between containers: docs/swarm.md).
# Environment: TRIAL_PORT (the edge's port, published on every interface of this host: default 18090),
# TRIAL_SOURCE (worktree | head), TRIAL_LOG_DIR (default /tmp/folio-swarm-trial-logs), KEEP_STACK=1
# (leave the stack and the swarm up, for a look), TRIAL_STANDINS=0 (the engine's own base images),
# TRIAL_SUBNET (the stack's overlay network, default 10.231.7.0/24), VISITORS (visitor workers, 4).
# Needs root (or sudo): the engine, apt-get. Only loopback and the containers' network are contacted,
# besides Debian's mirror and the npm registry for the builds.
set -uo pipefail
if [ "$(id -u)" != 0 ]; then exec sudo --preserve-env=NODE_EXTRA_CA_CERTS,TRIAL_PORT,TRIAL_SOURCE,TRIAL_LOG_DIR,KEEP_STACK,TRIAL_STANDINS,TRIAL_SUBNET,VISITORS "$0" "$@"; fi

repo="$(cd "$(dirname "$0")/.." && pwd)"
TRIAL_NAME=swarm-trial
started=$SECONDS
PORT=${TRIAL_PORT:-18090}
O="http://127.0.0.1:$PORT"
L=${TRIAL_LOG_DIR:-/tmp/folio-swarm-trial-logs}
STACK=folioswarm # its own name: the compose trial's project (foliotrial) names its volumes foliotrial_*
# The app images are the compose trial's (scripts/trial-common.sh builds foliotrial_api and the others).
export COMPOSE_PROJECT_NAME=foliotrial
export COMPOSE_HTTP_TIMEOUT=300
rm -rf "$L"; mkdir -p "$L/state"
failures=0
work=""
made_swarm=0
labelled_node=""
traffic_pid=""
declare -a table=()
. "$repo/scripts/trial-common.sh"

# Stack, volumes, secrets and config of this trial's stack, gone (at the start: what an interrupted run left).
remove_stack() {
  docker stack rm "$STACK" > /dev/null 2>&1
  docker service rm "${STACK}_migrate" > /dev/null 2>&1
  local _
  for _ in $(seq 1 90); do
    [ -z "$(docker ps -aq --filter "label=com.docker.stack.namespace=$STACK")" ] && ! docker network inspect "${STACK}_default" > /dev/null 2>&1 && break
    docker network rm "${STACK}_default" > /dev/null 2>&1
    sleep 1
  done
  docker ps -aq --filter "volume=${STACK}_mysql-data" --filter "volume=${STACK}_media-data" | xargs -r docker rm -f > /dev/null 2>&1
  for _ in $(seq 1 30); do docker volume rm "${STACK}_mysql-data" "${STACK}_media-data" > /dev/null 2>&1; docker volume inspect "${STACK}_mysql-data" > /dev/null 2>&1 || docker volume inspect "${STACK}_media-data" > /dev/null 2>&1 || break; sleep 1; done
  docker secret ls -q --filter "name=${STACK}_" | xargs -r docker secret rm > /dev/null 2>&1
  docker config rm "${STACK}_edge_haproxy_1" > /dev/null 2>&1
  return 0
}

cleanup() {
  local code=$?
  trap - EXIT
  [ -n "$traffic_pid" ] && kill -TERM "$traffic_pid" 2> /dev/null && wait "$traffic_pid" 2> /dev/null
  if [ "${KEEP_STACK:-0}" = 1 ] && [ -n "$work" ]; then
    say "KEEP_STACK=1: the stack $STACK stays up at $O (files in $work); remove it with: docker stack rm $STACK${made_swarm:+, then docker swarm leave --force if this trial made the swarm ($made_swarm)}"
  else
    if docker info --format '{{.Swarm.LocalNodeState}}' 2> /dev/null | grep -q active; then remove_stack; fi
    [ -n "$labelled_node" ] && docker node update --label-rm folio.data "$labelled_node" > /dev/null 2>&1
    if [ "$made_swarm" = 1 ]; then docker swarm leave --force > "$L/swarm-leave.log" 2>&1 && say "left the swarm this trial made"; fi
    docker images --format '{{.Repository}}:{{.Tag}}' | grep "^$R/" | xargs -r docker rmi > /dev/null 2>&1
    [ -n "$work" ] && rm -rf "$work"
  fi
  trial_remove_replaced_images
  # An engine started with iptables on (Swarm's usual setting) leaves FORWARD at DROP, even once stopped;
  # an engine without iptables (the compose trial's) then passes nothing between containers.
  if command -v iptables > /dev/null && iptables -S FORWARD 2> /dev/null | grep -q '^-P FORWARD DROP'; then
    iptables -P FORWARD ACCEPT && say "iptables FORWARD policy was DROP: set back to ACCEPT (for engines run with --iptables=false)"
  fi
  if [ ${#table[@]} -gt 0 ]; then
    printf '%s\n' "swarm-trial: step                                   requests   failed  seconds" "${table[@]}"
  fi
  trial_verdict "$code"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

# ---------------------------------------------------------------------------------------------------
step "1. engine and stand-in base images"
trial_engine_and_standins
command -v node > /dev/null || . "$repo/scripts/use-node.sh" 24 > /dev/null 2>&1
command -v node > /dev/null || fatal "Node.js for the trial's traffic (scripts/use-node.sh)"

# ---------------------------------------------------------------------------------------------------
step "2. a fresh copy of the tree; release 1, release 2 and a broken API image"
trial_copy_tree folio-swarm-trial
cd "$work" || fatal "cd $work"
# What docker-compose needs to read docker-compose.yml for the builds; the stack itself uses secrets.
printf 'MYSQL_PASSWORD=build-only\nADMIN_PASSWORD=build-only-unused\n' > .env
ok "copy of $source_of in $work"
trial_build_images
trial_build_release_2

# ---------------------------------------------------------------------------------------------------
step "3. a single-node swarm, the secrets, docker stack deploy, the migration task"
state=$(docker info --format '{{.Swarm.LocalNodeState}}')
if [ "$state" = inactive ]; then
  docker swarm init --advertise-addr 127.0.0.1 > "$L/swarm-init.log" 2>&1 || fatal "docker swarm init (see $L/swarm-init.log)"
  made_swarm=1; ok "docker swarm init (a single-node swarm, left again at the end)"
elif [ "$(docker info --format '{{.Swarm.ControlAvailable}}')" = true ]; then
  ok "this engine is a swarm manager already: the trial uses that swarm and leaves it as it is"
else
  fatal "this engine's swarm state is $state and not a manager: the trial needs a manager or no swarm"
fi
remove_stack
node_id=$(docker info --format '{{.Swarm.NodeID}}')
if [ "$(docker node inspect -f '{{index .Spec.Labels "folio.data"}}' "$node_id")" != true ]; then
  docker node update --label-add folio.data=true "$node_id" > /dev/null && labelled_node=$node_id
fi
ADMIN_PASSWORD="Trial-$(random_text 20)"
DB_PASSWORD=$(random_text 24)
secret() { printf '%s' "$2" | docker secret create "${STACK}_$1" - > /dev/null || fatal "docker secret create ${STACK}_$1"; }
secret admin_password "$ADMIN_PASSWORD"
secret session_secret "$(random_text 40)"
secret db_password "$DB_PASSWORD"
# An SMTP server the API cannot reach: the contact form works all the same (messages wait in its
# outbox), and the secret proves SMTP_URL_FILE.
secret smtp_url "smtp://trial:$(random_text 12)@smtp.swarm-trial.invalid:2525"
ok "secrets ${STACK}_admin_password, _session_secret, _db_password, _smtp_url"
cat > deploy/swarm/folio.env <<EOF
SITE_URL=http://localhost:$PORT
CONTACT_FROM=site@swarm-trial.example
CONTACT_NOTIFY_TO=owner@swarm-trial.example
# Every request of the trial comes from one address: its limits per address are lifted.
CONTACT_MAX_PER_ADDRESS_PER_HOUR=1000
CONTACT_MAX_PER_DAY=100000
EOF
export FOLIO_SECRETS=$STACK FOLIO_EDGE_CONFIG=${STACK}_edge_haproxy_1 FOLIO_HTTP_PORT=$PORT FOLIO_SUBNET=${TRIAL_SUBNET:-10.231.7.0/24}
export FOLIO_API_IMAGE=$R/api:1 FOLIO_RENDERER_IMAGE=$R/renderer:1 FOLIO_WEB_IMAGE=$R/web:1

# What a failed check leaves in CI's log: the service's latest tasks with their states and errors, and
# the last lines of the API's containers (a task that never turned healthy says why there).
show_tasks() {
  local service
  for service in "$@"; do
    echo "  tasks of $service (newest first):"
    docker service ps --no-trunc --format '{{.Name}} {{.Image}} {{.DesiredState}} {{.CurrentState}} {{.Error}}' "$service" 2> /dev/null | head -12 | sed 's/^/    /'
  done
  docker service logs --no-task-ids --tail 15 "${STACK}_api" 2> /dev/null | tail -30 | sed 's/^/    api: /'
}
# Every service of the stack with all its replicas running (a task runs once its health check passed)
# and the site answering through the edge, within $1 s; prints the seconds it took.
services() { docker service ls --filter "label=com.docker.stack.namespace=$STACK" --format '{{.Name}} {{.Replicas}}' | grep -v "_migrate "; }
wait_healthy() {
  local limit=$1 t0=$SECONDS
  while :; do
    if [ "$(services | wc -l)" -ge 5 ] && ! services | awk '{ split($2, r, "/"); if (r[1] != r[2]) bad = 1 } END { exit !bad }' \
      && [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$O/api/health")" = 200 ] \
      && [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 "$O/")" = 200 ]; then
      echo "$((SECONDS - t0))"; return 0
    fi
    if [ $((SECONDS - t0)) -ge "$limit" ]; then services >&2; return 1; fi
    sleep 1
  done
}

t0=$SECONDS
docker stack deploy --resolve-image never -c deploy/swarm/folio-stack.yml -c deploy/swarm/folio-stack.smtp.yml "$STACK" > "$L/stack-deploy.log" 2>&1 \
  || { cat "$L/stack-deploy.log"; fatal "docker stack deploy (see $L/stack-deploy.log)"; }
deployed=$((SECONDS - t0))
deploy/swarm/migrate.sh "$STACK" "$R/api:1" > "$L/migrate-1.log" 2>&1 || { tail -20 "$L/migrate-1.log"; fatal "the first migration task (see $L/migrate-1.log)"; }
migrated=$((SECONDS - t0))
wait_healthy 300 > /dev/null || { for s in $(services | cut -d' ' -f1); do docker service ps --no-trunc "$s"; done > "$L/unhealthy.txt" 2>&1; show_tasks "${STACK}_api"; fatal "every service healthy within 300 s (see $L/unhealthy.txt)"; }
ok "docker stack deploy to healthy: $((SECONDS - t0)) s (the deploy command $deployed s, the migration task done at $migrated s; $(services | tr '\n' ' '))"
table+=("$(printf 'swarm-trial: %-38s %8s %8s %8s' 'docker stack deploy to healthy' - - "$((SECONDS - t0))")")

# The edge, nginx, the renderer and the API, each answering through the one published port.
for check in "/ 200" "/blog 200" "/admin/ 200" "/api/health 200" "/sitemap.xml 200" "/no-such-page-swarm-trial 404"; do
  path=${check% *}; want=${check#* }
  code=$(curl -s -o "$L/body" -w '%{http_code}' --max-time 20 "$O$path")
  [ "$code" = "$want" ] && ok "through the edge: GET $path $code" || failed "through the edge: GET $path answered $code, not $want"
done
# What the edge and nginx ask Docker's DNS, asked from an API task (on the same network).
dns() { docker exec "$(docker ps -q --filter "label=com.docker.swarm.service.name=${STACK}_api" | head -1)" node -e "require('dns').promises.resolve4('$1').then((a) => console.log(a.length), () => console.log(0))" 2> /dev/null; }
for name in "tasks.web 2" "api 3" "public-site 2"; do
  n=$(dns "${name% *}")
  [ "$n" = "${name#* }" ] && ok "Docker's DNS answers ${name% *} with its ${name#* } healthy tasks (endpoint_mode dnsrr)" || failed "Docker's DNS answers ${name% *} with ${name#* } tasks (got ${n:-nothing})"
done

# ---------------------------------------------------------------------------------------------------
# traffic_start <step>; then traffic_stop <step> <label> <seconds> <extra>: the step's line and row.
traffic_start() {
  ADMIN_PASSWORD="$ADMIN_PASSWORD" node "$work/scripts/swarm-trial/traffic.mjs" "$O" "$L/state" "$1" > "$L/traffic-$1.json" 2> "$L/traffic-$1.err" &
  traffic_pid=$!
  sleep 3
}
traffic_stop() {
  local name=$1 label=$2 seconds=$3 extra=${4:-} requests nfailed
  kill -TERM "$traffic_pid" 2> /dev/null; wait "$traffic_pid"; traffic_pid=""
  requests=$(jq -r .requests "$L/traffic-$name.json" 2> /dev/null); nfailed=$(jq -r .failed "$L/traffic-$name.json" 2> /dev/null)
  jq -c '{seconds, requests, failed, posts, messages, visitors: .visitors.counts, owner: .owner.counts, contact: .contact.counts, p99ms: .visitors.p99ms, maxms: .visitors.maxms}' "$L/traffic-$name.json" 2> /dev/null | sed 's/^/  /'
  if [ -n "$requests" ] && [ "$requests" -gt 100 ] && [ "$nfailed" = 0 ]; then
    ok "$label: $requests requests, 0 failed, $seconds s$extra"
  else
    failed "$label: ${nfailed:-?} of ${requests:-?} requests failed, $seconds s$extra: $(jq -c '[.owner.firstFailures, .contact.firstFailures, .visitors.firstFailures] | flatten | .[0:12]' "$L/traffic-$name.json" 2> /dev/null)"
  fi
  table+=("$(printf 'swarm-trial: %-38s %8s %8s %8s' "$label" "${requests:-?}" "${nfailed:-?}" "$seconds")")
}
# Waits until the service's update is over (Swarm keeps `updating` through the last monitor period after
# `docker service update` returns); prints its final state.
update_state() {
  local s _
  for _ in $(seq 1 600); do
    s=$(docker service inspect -f '{{if .UpdateStatus}}{{.UpdateStatus.State}}{{end}}' "$1")
    case "$s" in completed|rollback_completed|paused|rollback_paused) echo "$s"; return 0 ;; esac
    sleep 1
  done
  echo "${s:-none}"
}
images_of() { docker service ps "$1" --filter desired-state=running --format '{{.Image}}' | sort | uniq -c | tr -s ' ' | tr '\n' ' '; }

step "4a. rolling upgrade to release 2 under load: the migration task, then the API and the renderer"
traffic_start a
t0=$SECONDS
deploy/swarm/migrate.sh "$STACK" "$R/api:2" > "$L/migrate-2.log" 2>&1 && grep -q "$MIGRATION" "$L/migrate-2.log" \
  && ok "the migration task applied $MIGRATION ($((SECONDS - t0)) s) while release 1 served" || failed "the migration task of release 2 (see $L/migrate-2.log)"
mysql_task=$(docker ps -q --filter "label=com.docker.swarm.service.name=${STACK}_mysql" | head -1)
docker exec -e MYSQL_PWD="$DB_PASSWORD" "$mysql_task" mysql -ufolio -h127.0.0.1 folio -N -e "SHOW COLUMNS FROM swarm_trial_marks LIKE 'note'" 2> /dev/null | grep -q '^note.*YES' \
  && ok "the new nullable column swarm_trial_marks.note is in the database" || failed "the new column swarm_trial_marks.note in the database"
t1=$SECONDS
docker service update --detach=false --image "$R/api:2" "${STACK}_api" > "$L/update-api-2.log" 2>&1 &
update_api=$!
docker service update --detach=false --image "$R/renderer:2" "${STACK}_public-site" > "$L/update-renderer-2.log" 2>&1
wait "$update_api"
api_state=$(update_state "${STACK}_api"); renderer_state=$(update_state "${STACK}_public-site")
updated=$((SECONDS - t1))
[ "$api_state" = completed ] && [ "$renderer_state" = completed ] && ok "the API and the renderer updated task by task ($updated s): UpdateStatus completed, completed; running $(images_of "${STACK}_api")/ $(images_of "${STACK}_public-site")" \
  || { failed "the rolling update: UpdateStatus api=$api_state public-site=$renderer_state (see $L/update-*-2.log)"; show_tasks "${STACK}_api" "${STACK}_public-site"; }
traffic_stop a "(a) rolling upgrade to release 2" "$((SECONDS - t0))" " (migration $((t1 - t0)) s, update $updated s)"

step "4b. an API image that fails its health check, under load: rolled back by Swarm"
traffic_start b
t0=$SECONDS
docker service update --detach=false --image "$R/api:2-unhealthy" "${STACK}_api" > "$L/update-api-unhealthy.log" 2>&1
cli=$?
state=$(update_state "${STACK}_api")
image=$(docker service inspect -f '{{.Spec.TaskTemplate.ContainerSpec.Image}}' "${STACK}_api")
[ "$state" = rollback_completed ] && [ "${image%%@*}" = "$R/api:2" ] \
  && ok "the unhealthy update rolled itself back: UpdateStatus rollback_completed, the spec back on $R/api:2, running $(images_of "${STACK}_api")(docker service update exited $cli)" \
  || { failed "the unhealthy update: UpdateStatus $state, image $image, docker service update exited $cli"; show_tasks "${STACK}_api"; }
traffic_stop b "(b) failed update, rolled back" "$((SECONDS - t0))"

step "4c. one API task's container killed under load"
traffic_start c
t0=$SECONDS
sleep 3
victim=$(docker ps -q --filter "label=com.docker.swarm.service.name=${STACK}_api" | head -1)
victim_name=$(docker inspect -f '{{.Name}}' "$victim" | tr -d /)
docker kill "$victim" > /dev/null && echo "  $(date +%T) killed $victim_name"
back=""
for _ in $(seq 1 120); do
  sleep 1
  [ "$(docker service ls --filter "name=${STACK}_api" --format '{{.Replicas}}')" = 3/3 ] && ! docker ps -q --no-trunc | grep -q "^$victim" && { back=$((SECONDS - t0 - 3)); break; }
done
[ -n "$back" ] && ok "Swarm replaced the killed task: 3/3 API tasks healthy $back s after the kill" || { failed "3/3 API tasks again within 120 s of the kill"; show_tasks "${STACK}_api"; }
sleep 5
traffic_stop c "(c) one API task killed" "$((SECONDS - t0))"

# ---------------------------------------------------------------------------------------------------
step "5. nothing lost: every saved post, every contact message stored once"
sleep 2
if ADMIN_PASSWORD="$ADMIN_PASSWORD" node "$work/scripts/swarm-trial/verify.mjs" "$O" "$L/state" > "$L/verify.json" 2> "$L/verify.err"; then
  ok "$(jq -r '"all \(.posts) saved posts there as saved; \(.messagesStoredOnce) of \(.messagesAcknowledged) acknowledged contact messages stored exactly once (\(.messagesSent) sent, \(.inSpam) in spam)"' "$L/verify.json")"
else
  failed "nothing lost: $(cat "$L/verify.json" "$L/verify.err" 2> /dev/null | head -c 1500)"
fi

[ "$failures" = 0 ]
