#!/usr/bin/env bash
# Runs the database migrations of an API image once, as a one-off Swarm task, with the very settings of
# the stack's API service (its environment, secrets, volumes, networks and placement, read from the
# running service): the step before `docker service update --image <new> <stack>_api` (docs/swarm.md),
# and after the first `docker stack deploy`.
#   deploy/swarm/migrate.sh <stack> <api image>        e.g. deploy/swarm/migrate.sh folio folio/api:1.4.0
# Prints the task's output (the migrations applied) and exits 0 once it completed, 1 if it failed.
# MIGRATE_TIMEOUT: seconds to wait (default 600). Needs docker (an engine of 20.10 or newer: a
# replicated-job service) and jq, on a manager node.
set -euo pipefail
stack=${1:?usage: migrate.sh <stack> <api image>}
image=${2:?usage: migrate.sh <stack> <api image>}
timeout=${MIGRATE_TIMEOUT:-600}
api="${stack}_api"
job="${stack}_migrate"

spec=$(docker service inspect --format '{{json .Spec.TaskTemplate}}' "$api") || { echo "migrate: no service $api (deploy the stack first)" >&2; exit 1; }
args=()
while IFS= read -r line; do args+=(--env "$line"); done < <(jq -r '.ContainerSpec.Env // [] | .[]' <<< "$spec")
while IFS= read -r line; do args+=(--secret "$line"); done < <(jq -r '.ContainerSpec.Secrets // [] | .[] | "source=\(.SecretName),target=\(.File.Name),uid=\(.File.UID),gid=\(.File.GID),mode=\(.File.Mode)"' <<< "$spec")
while IFS= read -r line; do args+=(--mount "$line"); done < <(jq -r '.ContainerSpec.Mounts // [] | .[] | "type=\(.Type),source=\(.Source),target=\(.Target)\(if .ReadOnly then ",readonly" else "" end)"' <<< "$spec")
while IFS= read -r line; do args+=(--network "$line"); done < <(jq -r '.Networks // [] | .[] | .Target' <<< "$spec")
while IFS= read -r line; do args+=(--constraint "$line"); done < <(jq -r '.Placement.Constraints // [] | .[]' <<< "$spec")

# A job an earlier run left behind (interrupted) goes first.
docker service rm "$job" > /dev/null 2>&1 || true
echo "migrate: running node api/dist/migrate-cli.js from $image as the one-off task $job"
# A failed attempt (MySQL still starting, at a first deploy) is tried again twice, 5 s apart.
docker service create --detach --quiet --no-resolve-image --name "$job" --mode replicated-job \
  --label "com.docker.stack.namespace=$stack" --container-label "com.docker.stack.namespace=$stack" \
  --restart-condition on-failure --restart-max-attempts 2 --restart-delay 5s \
  "${args[@]}" "$image" node api/dist/migrate-cli.js > /dev/null

started=$SECONDS
outcome=""
while [ -z "$outcome" ]; do
  states=$(docker service ps "$job" --format '{{.CurrentState}}' 2>/dev/null || true)
  if grep -q '^Complete' <<< "$states"; then outcome=completed
  elif [ "$(grep -c -E '^(Failed|Rejected)' <<< "$states")" -ge 3 ]; then outcome=failed
  elif [ $((SECONDS - started)) -ge "$timeout" ]; then outcome="timed out after $timeout s"
  else sleep 2; fi
done
docker service logs --raw "$job" 2>&1 | sed 's/^/  /'
docker service ps "$job" --no-trunc --format '  task {{.Name}}: {{.CurrentState}} {{.Error}}'
docker service rm "$job" > /dev/null
if [ "$outcome" = completed ]; then
  echo "migrate: done in $((SECONDS - started)) s"
else
  echo "migrate: FAILED ($outcome)" >&2
  exit 1
fi
