#!/usr/bin/env bash
# The compose trial (docs/compose-trial.md): the production-like stack of docker-compose.yml built and
# run for real on this machine, checked through nginx on loopback, then removed.
#   1. a Docker engine (Debian's docker.io, started here when none runs) and the stand-in base images
#      (docker/standins/build.sh, cached by recipe hash);
#   2. a fresh copy of the tree (tracked and untracked files git does not ignore: in CI's clean clone,
#      exactly HEAD; TRIAL_SOURCE=head for HEAD only), a .env made from .env.example;
#   3. `docker-compose up -d --build`, every health check; every kind of page; sign-in, an upload, a
#      new post on the site with its link image; 3 API and 2 rendering replicas, each used; one of
#      each killed under a bounded load with no failed request; down/up keeps posts and media; backup
#      and restore as the README says; the TLS overlay over HTTPS with Caddy's internal CA.
# Prints "compose-trial: ok <check>" or "compose-trial: FAILED <check>" per check and exits non-zero
# if any failed. Cleans up after itself (down -v, its copy); keeps the engine, the stand-ins and the
# built images (the next run reuses their layers).
# Environment: TRIAL_PORT (nginx on 127.0.0.1, default 18080), TRIAL_SOURCE (worktree | head),
# TRIAL_LOG_DIR (default /tmp/folio-compose-trial-logs), KEEP_STACK=1 (leave the stack up, for a look),
# TRIAL_STANDINS=0 (use the base images the engine has, e.g. pulled from a registry: no stand-ins).
# Needs root (or sudo): the engine, apt-get. Only loopback and the containers' network are contacted,
# besides Debian's mirror and the npm registry for the builds. Caddy publishes ports 80 and 443.
set -uo pipefail
if [ "$(id -u)" != 0 ]; then exec sudo --preserve-env=NODE_EXTRA_CA_CERTS,TRIAL_PORT,TRIAL_SOURCE,TRIAL_LOG_DIR,KEEP_STACK,TRIAL_STANDINS "$0" "$@"; fi

repo="$(cd "$(dirname "$0")/.." && pwd)"
TRIAL_NAME=compose-trial
started=$SECONDS
PORT=${TRIAL_PORT:-18080}
O="http://127.0.0.1:$PORT"
L=${TRIAL_LOG_DIR:-/tmp/folio-compose-trial-logs}
export COMPOSE_PROJECT_NAME=foliotrial
export COMPOSE_HTTP_TIMEOUT=300
PROJ=$COMPOSE_PROJECT_NAME
rm -rf "$L"; mkdir -p "$L"
failures=0
declare -A before
work=""
# say, ok, failed, step, fatal, and the steps both trials share (engine, stand-ins, copy, images).
. "$repo/scripts/trial-common.sh"

cleanup() {
  local code=$?
  trap - EXIT
  if [ -n "$work" ] && [ -d "$work" ]; then
    if [ "${KEEP_STACK:-0}" = 1 ]; then
      say "KEEP_STACK=1: the stack stays up in $work (project $PROJ); remove it with: cd $work && docker-compose -f docker-compose.yml -f docker-compose.tls.yml down -v"
    else
      (cd "$work" && docker-compose -f docker-compose.yml -f docker-compose.tls.yml down -v --remove-orphans > "$L/cleanup.log" 2>&1)
      rm -rf "$work"
    fi
  fi
  trial_remove_replaced_images
  trial_verdict "$code"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

# ---------------------------------------------------------------------------------------------------
step "1. engine and stand-in base images"
trial_engine_and_standins

# ---------------------------------------------------------------------------------------------------
step "2. a fresh copy of the tree, and .env from .env.example"
# A stack left by an interrupted run goes first (same project name).
for leftover in $(docker ps -aq --filter "label=com.docker.compose.project=$PROJ"); do docker rm -f "$leftover" > /dev/null; done
docker volume ls -q --filter "label=com.docker.compose.project=$PROJ" | xargs -r docker volume rm > /dev/null
trial_copy_tree folio-compose-trial
cd "$work" || fatal "cd $work"
ADMIN_PASSWORD="Trial-$(head -c 32 /dev/urandom | base64 | tr -dc A-Za-z0-9 | head -c 20)"
cp .env.example .env
{
  echo
  echo "# compose trial"
  echo "MYSQL_PASSWORD=$(head -c 32 /dev/urandom | base64 | tr -dc A-Za-z0-9 | head -c 24)"
  echo "ADMIN_PASSWORD=$ADMIN_PASSWORD"
  echo "WEB_PORT=127.0.0.1:$PORT"
} >> .env
ok "copy of $source_of in $work, .env from .env.example"
dc() { docker-compose -f docker-compose.yml "$@"; }
dc_build() { docker-compose -f docker-compose.yml -f "$work/scripts/compose-trial/compose.build.yml" "$@"; }

# Every container of the project healthy (or running, for one without a check) within $1 s.
wait_healthy() {
  local limit=$1 t0=$SECONDS all n st id
  while :; do
    all=1; n=0
    for id in $(docker ps -aq --filter "label=com.docker.compose.project=$PROJ" --filter "label=com.docker.compose.oneoff=False"); do
      n=$((n + 1))
      st=$(docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$id" 2>/dev/null)
      [ "$st" = healthy ] || [ "$st" = running ] || all=0
    done
    if [ "$n" -gt 0 ] && [ "$all" = 1 ]; then echo "$((SECONDS - t0))"; return 0; fi
    if [ $((SECONDS - t0)) -ge "$limit" ]; then
      docker ps -a --filter "label=com.docker.compose.project=$PROJ" --format '{{.Names}} {{.Status}}' >&2
      return 1
    fi
    sleep 2
  done
}
containers() { docker ps -q --filter "label=com.docker.compose.project=$PROJ" --filter "label=com.docker.compose.service=$1" --filter "label=com.docker.compose.oneoff=False"; }
name_of() { docker inspect -f '{{.Name}}' "$1" | tr -d /; }

# GET $2 through nginx (more curl options after it); the status in $code, the body in $body, headers in $headers.
body="$L/body"; headers="$L/headers"
get() {
  local what=$1 path=$2; shift 2
  code=$(curl -s --max-time 30 -o "$body" -D "$headers" -w '%{http_code}' "$@" "$O$path")
  echo "$(date +%T) GET $path -> $code $(wc -c < "$body")B ($what)" >> "$L/requests.log"
}
# check <what> <path> <status> [grep -E pattern the body must hold]
check() {
  local what=$1 path=$2 want=$3 pattern=${4:-}
  get "$what" "$path"
  if [ "$code" != "$want" ]; then failed "$what: GET $path answered $code, not $want"; return 1; fi
  if [ -n "$pattern" ] && ! grep -q -E "$pattern" "$body"; then failed "$what: GET $path ($code) lacks /$pattern/"; return 1; fi
  ok "$what: GET $path $code${pattern:+, has /$pattern/}"
}

# ---------------------------------------------------------------------------------------------------
step "3. docker-compose up -d --build"
trial_build_images
t0=$SECONDS
dc_build up -d --build > "$L/up.log" 2>&1 || { tail -20 "$L/up.log"; fatal "docker-compose up -d --build (see $L/up.log)"; }
took=$(wait_healthy 300) || { dc logs --tail 40 > "$L/unhealthy.log" 2>&1; fatal "every health check passing (see $L/unhealthy.log)"; }
ok "mysql, api, public-site and web healthy ($((SECONDS - t0)) s from up)"

# ---------------------------------------------------------------------------------------------------
step "4. every kind of page, through nginx"
slug=$(curl -s --max-time 20 "$O/api/blog/posts?limit=1" | jq -r 'if type == "array" then .[0].slug // empty else empty end')
[ -n "$slug" ] || failed "a published post to read (GET /api/blog/posts?limit=1)"
check "home page" / 200 '<title[^>]*>[^<]+</title>'
check "home page for a persona" '/?persona=enterprise' 200 '<title[^>]*>[^<]+</title>'
check "blog" /blog 200 '<title[^>]*>[^<]+</title>'
[ -n "$slug" ] && check "a post" "/blog/$slug" 200 '<title[^>]*>[^<]+</title>'
check "404 page" /no-such-page-compose-trial 404 '<title'
check "sitemap" /sitemap.xml 200 '<urlset'
check "RSS feed" /rss.xml 200 '<rss'
check "robots.txt" /robots.txt 200 '[Ss]itemap'
check "the console" /admin/ 200 '<div id="root"|<script'
check "API readiness" /api/health 200
asset=$(curl -s --max-time 20 "$O/" | grep -o -E '/assets/[^"]+\.js' | head -1)
if [ -n "$asset" ]; then
  get "gzip copy" "$asset" -H 'Accept-Encoding: gzip, br'
  if [ "$code" = 200 ] && grep -qi '^content-encoding: gzip' "$headers"; then ok "an asset with Accept-Encoding: gzip, br comes gzipped ($asset)"; else failed "an asset with Accept-Encoding: gzip, br comes gzipped ($asset: $code, $(grep -i '^content-encoding' "$headers" | tr -d '\r'))"; fi
  get "brotli copy" "$asset.br"
  [ "$code" = 404 ] && ok "no brotli copy is served ($asset.br: 404)" || failed "no brotli copy is served ($asset.br: $code)"
else
  failed "an asset linked from the home page"
fi

# ---------------------------------------------------------------------------------------------------
step "5. the owner: sign in, upload, a new post seen on the site, its link image"
jar="$L/cookies"; png="$L/trial.png"
node "$work/scripts/compose-trial/make-png.mjs" "$png" 320 200
c() { curl -s --max-time 30 -c "$jar" -b "$jar" "$@"; }
code=$(c -o "$body" -w '%{http_code}' -H 'content-type: application/json' -d "$(jq -nc --arg p "$ADMIN_PASSWORD" '{username:"admin",password:$p}')" "$O/api/auth/login")
[ "$code" = 200 ] && grep -q 'folio.sid' "$jar" && ok "sign-in: POST /api/auth/login 200, session cookie set" || fatal "sign-in: POST /api/auth/login answered $code"
token=$(c "$O/api/csrf-token" | jq -r '.token // empty')
[ -n "$token" ] && ok "CSRF token from GET /api/csrf-token" || failed "CSRF token from GET /api/csrf-token"
code=$(c -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -d '{}' "$O/api/admin/blog/posts")
[ "$code" = 403 ] && ok "a write without the CSRF header is refused (403)" || failed "a write without the CSRF header is refused (got $code)"
code=$(c -o "$body" -w '%{http_code}' -H "x-csrf-token: $token" -F "file=@$png;type=image/png" -F 'altText=Compose trial gradient' "$O/api/admin/media")
media=$(jq -r '.path // empty' "$body" 2>/dev/null)
[ "$code" = 201 ] && [ -n "$media" ] && ok "upload to the media library: POST /api/admin/media 201, $media" || fatal "upload to the media library: $code $(head -c 300 "$body")"
get "media file" "$media"
[ "$code" = 200 ] && grep -qi '^content-type: image/' "$headers" && ok "the uploaded image is served: GET $media 200 $(grep -i '^content-type' "$headers" | tr -d '\r' | cut -d' ' -f2)" || failed "the uploaded image is served: GET $media $code"
POST_SLUG=compose-trial-post
post=$(jq -nc --arg slug "$POST_SLUG" --arg img "$media" '{title:"Compose trial post", slug:$slug, excerpt:"Written by the compose trial.", content:("# Compose trial\n\nThis post was created through the API behind nginx.\n\n![Compose trial gradient](" + $img + ")\n"), featuredImagePath:$img, featuredImageAlt:"A gradient made by the compose trial", status:"published", personaIds:[], tagIds:[]}')
code=$(c -o "$body" -w '%{http_code}' -H "x-csrf-token: $token" -H 'content-type: application/json' -d "$post" "$O/api/admin/blog/posts")
[ "$code" = 201 ] && ok "post created: POST /api/admin/blog/posts 201" || fatal "post created: POST /api/admin/blog/posts $code $(head -c 300 "$body")"
# nginx micro-caches anonymous reads for 5 s: the new post shows within that.
seen=0
for _ in $(seq 1 15); do get "new post" "/blog/$POST_SLUG"; if [ "$code" = 200 ] && grep -q 'Compose trial post' "$body"; then seen=1; break; fi; sleep 1; done
[ "$seen" = 1 ] && ok "the new post is on the public site: GET /blog/$POST_SLUG 200" || failed "the new post is on the public site (GET /blog/$POST_SLUG: $code)"
grep -q "$media" "$body" && ok "the post page shows the uploaded image" || failed "the post page shows the uploaded image"
og=$(grep -o -E '<meta[^>]+property="og:image"[^>]*>' "$body" | grep -o -E 'content="[^"]+"' | head -1 | sed -E 's/^content="//; s/"$//')
og_path=$(printf '%s' "$og" | sed -E 's#^https?://[^/]+##')
if [ -n "$og_path" ]; then
  get "og image" "$og_path"
  [ "$code" = 200 ] && grep -qi '^content-type: image/png' "$headers" && [ "$(head -c 4 "$body" | tail -c 3)" = PNG ] \
    && ok "the post's link-preview image: og:image $og_path 200 image/png $(wc -c < "$body") B" || failed "the post's link-preview image: GET $og_path $code"
else
  failed "the post page names its link-preview image (og:image)"
fi
get "generated link image" "/og/post/$POST_SLUG.png"
[ "$code" = 200 ] && grep -qi '^content-type: image/png' "$headers" && ok "the post's generated link image: GET /og/post/$POST_SLUG.png 200 image/png $(wc -c < "$body") B" || failed "the post's generated link image: GET /og/post/$POST_SLUG.png $code"
for feed in /blog /sitemap.xml /rss.xml; do
  seen=0; for _ in $(seq 1 10); do get "new post in $feed" "$feed"; grep -q "$POST_SLUG" "$body" && { seen=1; break; }; sleep 1; done
  [ "$seen" = 1 ] && ok "the new post is listed in $feed" || failed "the new post is listed in $feed"
done

# A visitor's message through the contact form without JavaScript: nginx → a rendering container →
# nginx → an API container, then read in the owner's inbox with the persona it came through.
form_token=$(curl -s --max-time 30 "$O/api/contact/form?persona=business" | jq -r '.token // empty')
[ -n "$form_token" ] && ok "contact form token: GET /api/contact/form?persona=business" || failed "contact form token: GET /api/contact/form?persona=business"
sleep 4 # a form sent within 3 s of being made is kept as spam: a person takes longer
code=$(curl -s --max-time 30 -o "$body" -D "$headers" -w '%{http_code}' --data-urlencode 'name=Compose Visitor' --data-urlencode 'email=visitor@compose.example' \
  --data-urlencode 'message=Sent through the compose stack without JavaScript.' --data-urlencode 'persona=business' --data-urlencode 'page=/?persona=business' \
  --data-urlencode "formToken=$form_token" --data-urlencode 'idempotencyKey=compose-trial-message' "$O/contact")
[ "$code" = 303 ] && grep -qiE '^location: (https?://[^/]+)?/\?persona=business&sent=1#contact' "$headers" && ok "contact form without JavaScript: POST /contact 303 to the thanks" || failed "contact form without JavaScript: POST /contact $code $(grep -i '^location' "$headers" | tr -d '\r')"
c -o "$body" "$O/api/admin/messages?folder=inbox&q=compose" > /dev/null
[ "$(jq -r '[.items[] | select(.email == "visitor@compose.example")] | "\(length) \(.[0].persona)"' "$body")" = "1 business" ] \
  && ok "the message is in the owner's inbox once, from the Business Automation persona" || failed "the message in the owner's inbox: $(head -c 300 "$body")"

# ---------------------------------------------------------------------------------------------------
step "6. scaled to api=3 and public-site=2: each replica used"
t0=$SECONDS
dc up -d --no-recreate --scale api=3 --scale public-site=2 > "$L/scale.log" 2>&1 || fatal "docker-compose up -d --scale api=3 --scale public-site=2 (see $L/scale.log)"
wait_healthy 300 > /dev/null || fatal "the scaled stack healthy"
mapfile -t apis < <(containers api); mapfile -t renderers < <(containers public-site)
[ "${#apis[@]}" = 3 ] && [ "${#renderers[@]}" = 2 ] && ok "3 API and 2 rendering containers healthy ($((SECONDS - t0)) s)" || fatal "3 API and 2 rendering containers (have ${#apis[@]} and ${#renderers[@]})"
sleep 6 # nginx looks names up again after 5 s (resolver valid=5s)
# Inbound TCP connections of a container (its network namespace's PassiveOpens): nginx opens one per
# request to a replica, so the count is the replica's share of nginx's requests (plus its health checks).
opens() { awk '/^Tcp:/ { if (!h) { for (i = 1; i <= NF; i++) if ($i == "PassiveOpens") c = i; h = 1 } else print $c }' "/proc/$(docker inspect -f '{{.State.Pid}}' "$1")/net/snmp"; }
since=$(date -u +%Y-%m-%dT%H:%M:%S)
for r in "${renderers[@]}"; do before[$r]=$(opens "$r"); done
for i in $(seq 1 60); do curl -s -o /dev/null --max-time 20 "$O/api/health"; done
# Pages nothing has cached, each needing the API (a post by a slug no one asked for yet): the
# renderers' calls go through nginx to the API replicas.
for i in $(seq 1 60); do curl -s -o /dev/null --max-time 20 "$O/blog/spread-check-$i"; done
sleep 1
line="nginx's 60 GET /api/health per API replica:"; spread_ok=1
for a in "${apis[@]}"; do n=$(docker logs --since "$since" "$a" 2>&1 | grep -c '"url":"/api/health"'); line="$line $(name_of "$a")=$n"; [ "$n" -gt 0 ] || spread_ok=0; done
[ "$spread_ok" = 1 ] && ok "$line" || failed "$line"
line="renderers' API calls for 60 uncached pages per API replica:"; spread_ok=1
for a in "${apis[@]}"; do n=$(docker logs --since "$since" "$a" 2>&1 | grep -c '"url":"/api/blog/posts/slug/spread-check-'); line="$line $(name_of "$a")=$n"; [ "$n" -gt 0 ] || spread_ok=0; done
[ "$spread_ok" = 1 ] && ok "$line" || failed "$line"
line="nginx's connections to each renderer for those 60 pages:"; spread_ok=1
for r in "${renderers[@]}"; do n=$(( $(opens "$r") - ${before[$r]} )); line="$line $(name_of "$r")=$n"; [ "$n" -gt 5 ] || spread_ok=0; done
[ "$spread_ok" = 1 ] && ok "$line" || failed "$line"

# ---------------------------------------------------------------------------------------------------
step "7. one API and one rendering container killed under a bounded load"
victim_api=${apis[0]}; victim_render=${renderers[0]}
since=$(date -u +%Y-%m-%dT%H:%M:%S)
node "$work/scripts/compose-trial/load.mjs" "$O" 20 8 20000 \
  '/api/health' '/api/blog/posts?limit=3&offset={n}' '/blog?k={n}' "/blog/load-{n}" '/?persona=enterprise&k={n}' "/blog/$POST_SLUG?k={n}" \
  > "$L/kill-under-load.json" &
load=$!
sleep 5; docker kill "$victim_api" > /dev/null && echo "  $(date +%T) killed $(name_of "$victim_api")"
sleep 5; docker kill "$victim_render" > /dev/null && echo "  $(date +%T) killed $(name_of "$victim_render")"
wait "$load"
jq -c '{total, counts, failed, p50ms, p99ms, maxms}' "$L/kill-under-load.json" | sed 's/^/  /'
total=$(jq -r .total "$L/kill-under-load.json"); nfailed=$(jq -r .failed "$L/kill-under-load.json")
if [ "$nfailed" = 0 ] && [ "$total" -gt 100 ]; then ok "killed $(name_of "$victim_api") and $(name_of "$victim_render") under load: 0 of $total requests failed"; else failed "killed an API and a rendering container under load: $nfailed of $total requests failed: $(jq -c .firstFailures "$L/kill-under-load.json")"; fi
line="API requests during the load per replica:"
for a in "${apis[@]}"; do line="$line $(name_of "$a")=$(docker logs --since "$since" "$a" 2>&1 | grep -c '"msg":"request"')"; done
say "  $line"

# ---------------------------------------------------------------------------------------------------
step "8. down and up keep the posts and the media"
dc down > "$L/down.log" 2>&1 || failed "docker-compose down"
dc up -d > "$L/up-again.log" 2>&1 || fatal "docker-compose up -d after down"
wait_healthy 300 > /dev/null || fatal "healthy again after down and up"
check "the post after down and up" "/blog/$POST_SLUG" 200 'Compose trial post'
check "the media after down and up" "$media" 200

# ---------------------------------------------------------------------------------------------------
step "9. backup and restore through the images, as the README says"
readme_backup=$(grep -m1 -E '^docker compose run .*backup-cli\.js backup ' README.md)
readme_restore=$(grep -m1 -E '^docker compose run .*backup-cli\.js restore ' README.md)
[ -n "$readme_backup" ] && [ -n "$readme_restore" ] || fatal "the README's backup and restore commands"
# Root's own folder and file, closed to others (as a backup holding password hashes should be): the
# container's user must never need to reach them.
mkdir -p backups && chmod 700 backups
echo "  ${readme_backup/docker compose/docker-compose}"
eval "${readme_backup/docker compose/docker-compose}" > "$L/backup.log" 2>&1
file=$(ls backups/*.json.gz 2>/dev/null | head -1)
[ -n "$file" ] && gzip -dc "$file" > "$L/backup.jsonl" 2>/dev/null && head -n 1 "$L/backup.jsonl" > "$L/backup-database.json"
if [ -n "$file" ] && gzip -t "$file" && grep -q "$POST_SLUG" "$L/backup-database.json"; then
  ok "backup (the README's command, run as uid $(id -u) into a 0700 folder): $file, $(($(wc -l < "$L/backup.jsonl") - 1)) media files, holds the new post"
else
  failed "backup (the README's command): $(tail -3 "$L/backup.log")"
fi
dc down -v > "$L/down-v.log" 2>&1 || failed "docker-compose down -v"
dc up -d mysql > "$L/up-mysql.log" 2>&1 || fatal "docker-compose up -d mysql"
wait_healthy 180 > /dev/null || fatal "MySQL healthy for the restore"
chmod 600 "$file" 2>/dev/null
restore=$(printf '%s' "${readme_restore/docker compose/docker-compose}" | sed -E "s#backups/folio-[0-9TZ-]+\.json\.gz\$#backups/$(basename "$file")#")
echo "  $restore"
if [ -z "$file" ]; then failed "restore: no backup file to restore"
elif eval "$restore" > "$L/restore.log" 2>&1; then ok "restore into the empty database (the README's command, from a 0600 file)"
else failed "restore (the README's command): $(tail -3 "$L/restore.log")"; fi
dc up -d > "$L/up-restored.log" 2>&1 || fatal "docker-compose up -d after the restore"
wait_healthy 300 > /dev/null || fatal "healthy after the restore"
check "the post after the restore" "/blog/$POST_SLUG" 200 'Compose trial post'
check "the media after the restore" "$media" 200
rm -f "$jar"
code=$(c -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -d "$(jq -nc --arg p "$ADMIN_PASSWORD" '{username:"admin",password:$p}')" "$O/api/auth/login")
[ "$code" = 200 ] && ok "sign-in after the restore" || failed "sign-in after the restore ($code)"

# ---------------------------------------------------------------------------------------------------
step "10. the TLS overlay: HTTPS on loopback with Caddy's internal CA"
tls() { docker-compose -f docker-compose.yml -f docker-compose.tls.yml "$@"; }
SITE_DOMAIN=localhost tls up -d > "$L/up-tls.log" 2>&1 || fatal "docker-compose -f docker-compose.yml -f docker-compose.tls.yml up -d (see $L/up-tls.log)"
wait_healthy 300 > /dev/null || fatal "healthy with the TLS overlay"
ca="$L/caddy-root.crt"
for _ in $(seq 1 30); do tls exec -T caddy cat /data/caddy/pki/authorities/local/root.crt > "$ca" 2>/dev/null && [ -s "$ca" ] && break; sleep 1; done
[ -s "$ca" ] && ok "Caddy's internal CA root certificate" || failed "Caddy's internal CA root certificate"
https() { curl -s --max-time 20 --cacert "$ca" --resolve localhost:443:127.0.0.1 "$@"; }
code=""; for _ in $(seq 1 20); do code=$(https -o "$body" -D "$headers" -w '%{http_code}' https://localhost/api/health); [ "$code" = 200 ] && break; sleep 1; done
[ "$code" = 200 ] && grep -qi '^strict-transport-security:' "$headers" && ok "HTTPS: GET https://localhost/api/health 200 with Strict-Transport-Security, certificate checked against Caddy's CA" || failed "HTTPS: GET https://localhost/api/health ($code)"
code=$(https -o "$body" -w '%{http_code}' "https://localhost/blog/$POST_SLUG")
[ "$code" = 200 ] && grep -q 'https://localhost/blog/' "$body" && ok "HTTPS: the post page, its links on https://localhost" || failed "HTTPS: the post page ($code)"
code=$(curl -s --max-time 20 --resolve localhost:80:127.0.0.1 -o /dev/null -D "$headers" -w '%{http_code}' http://localhost/)
[ "${code:0:1}" = 3 ] && grep -qi '^location: https://localhost/' "$headers" && ok "plain http redirects to https ($code)" || failed "plain http redirects to https ($code)"
rm -f "$jar"
code=$(https -c "$jar" -o /dev/null -D "$headers" -w '%{http_code}' -H 'content-type: application/json' -d "$(jq -nc --arg p "$ADMIN_PASSWORD" '{username:"admin",password:$p}')" https://localhost/api/auth/login)
[ "$code" = 200 ] && grep -i '^set-cookie: folio.sid=' "$headers" | grep -qi 'secure' && ok "sign-in over HTTPS: 200, Secure session cookie" || failed "sign-in over HTTPS ($code)"
if env -u SITE_DOMAIN docker-compose -f docker-compose.yml -f docker-compose.tls.yml down -v > "$L/down-tls.log" 2>&1; then
  ok "docker-compose -f docker-compose.yml -f docker-compose.tls.yml down -v without SITE_DOMAIN"
else
  failed "down with the TLS overlay without SITE_DOMAIN: $(tail -2 "$L/down-tls.log")"
fi

[ "$failures" = 0 ]
