// The analytics part of bench/results/latest.md (issue 25, "Insight"): its goals as verdicts, and
// its section. Reads results.analyticsBeacon, results.analyticsIngestion, results.analyticsAtSize,
// and results.lighthouse beside results.previousLighthouse (the previous report's, read at the start).
export const ANALYTICS_GOALS = { beaconGzipBytes: 1000, overviewMs: 200, fivexx: 0 };

const ENGINE_NAMES = { sqlite: 'SQLite', mariadb: 'MariaDB' };
const RANGE_NAMES = { '90d': 'last 90 days', '12m': 'last 12 months' };
/** A measure's range, and its filter (issue 37: '90d source=google.com'), as read. */
const rangeName = (key) => {
  const [range, filter] = key.split(' ');
  return filter ? `${RANGE_NAMES[range]}, filtered by ${filter.replace('=', ' ')}` : RANGE_NAMES[range];
};
const CATEGORIES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' };
const met = (ok) => (ok ? 'met' : '**not met**');
const n = (value) => (value == null ? '–' : Math.round(value).toLocaleString('en'));
const first = (message) => String(message).split('\n')[0];
const worstRoute = (beacon) => Math.max(...beacon.routes.map((r) => r.beforeHydratingGzipBytes + r.laterGzipBytes));
const overviewOk = (m) => m.p50Ms < ANALYTICS_GOALS.overviewMs && m.p99Ms < ANALYTICS_GOALS.overviewMs;
const fivexxOk = (run) => run.fivexx === 0 && run.errors === 0;
/** Stored page views against the 202s: none lost, and no more than what was still in flight when a turn ended. */
const storedOk = (ingestion) => {
  const { stored, answered202 } = ingestion.check;
  const inFlight = ingestion.events.connections * (ingestion.events.rounds + 2);
  return stored != null && stored >= answered202 && stored <= answered202 + inFlight;
};

/** The Lighthouse scores of a previous report's results (read before this run overwrites them), or null. */
export function previousLighthouseOf(previous) {
  if (!previous?.lighthouse?.length) return null;
  return { date: previous.date, commit: previous.commit?.hash ?? '?', routes: previous.lighthouse.map((r) => ({ name: r.name, path: r.path, scores: r.median.scores })) };
}

/** Per route and category, the score of this run's Lighthouse against the previous report's. */
function lighthouseDrops(results) {
  const before = results.previousLighthouse;
  if (!before?.routes?.length || !results.lighthouse?.length) return null;
  const rows = [];
  for (const route of results.lighthouse) {
    const previous = before.routes.find((r) => r.name === route.name);
    if (!previous) continue;
    for (const id of Object.keys(CATEGORIES)) rows.push({ route: route.path, id, now: route.median.scores[id], before: previous.scores[id] });
  }
  return rows;
}

export function analyticsVerdicts(results) {
  const list = [];
  const beacon = results.analyticsBeacon;
  if (beacon && beacon.chunks.length === 0) {
    list.push({ label: `The beacon's JavaScript: not found in the build (no module of ${beacon.group} in any chunk), so the ≤ 1 KB goal cannot be judged`, ok: false, why: ['public-site/src/features/analytics/ is not imported by the app yet, or bundle-composition.mjs groups it otherwise'] });
  } else if (beacon) {
    const worst = worstRoute(beacon);
    list.push({
      label: `The beacon's JavaScript: ${n(worst)} bytes gzip on the heaviest public route (goal ≤ ${n(ANALYTICS_GOALS.beaconGzipBytes)} bytes each)`,
      ok: worst <= ANALYTICS_GOALS.beaconGzipBytes,
      why: beacon.routes.map((r) => `${r.module}: ${n(r.beforeHydratingGzipBytes)} bytes before hydrating, ${n(r.laterGzipBytes)} later`),
    });
  }
  const drops = lighthouseDrops(results);
  if (drops) {
    const lost = drops.filter((d) => d.now == null || (d.before != null && d.now < d.before));
    list.push({
      label: `Lighthouse with the analytics: ${lost.length === 0 ? 'no point lost' : `${lost.length} score(s) lower`} against the report of ${results.previousLighthouse.date} (\`${results.previousLighthouse.commit}\`)`,
      ok: lost.length === 0,
      why: lost.map((d) => `${CATEGORIES[d.id]} on ${d.route}: ${d.before} → ${d.now}`),
    });
  }
  const ingestion = results.analyticsIngestion;
  if (ingestion) {
    const { events } = ingestion;
    list.push({
      label: `Ingestion through nginx: ${n(events.requestsPerSecond)} events/s at ${events.connections} connections (${ingestion.ratio?.toFixed(2)}× a static nginx), ${events.fivexx} 5xx and ${events.errors} errors (goal: no 5xx)`,
      ok: fivexxOk(events),
      why: [`statuses ${JSON.stringify(events.statusCodes)}; p50 ${events.latencyMs.p50} ms, p99 ${events.latencyMs.p99} ms; ${events.timeouts} timeouts`],
    });
    const { stored, answered202 } = ingestion.check;
    list.push({
      label: `Every accepted event stored: today's page views grew by ${n(stored)} for ${n(answered202)} answers 202`,
      ok: storedOk(ingestion),
      why: [stored == null ? 'the day turned (UTC) during the measure' : `${n(stored - answered202)} more than the 202s (requests still in flight when a turn ended are stored without being counted)`],
    });
  }
  for (const [key, engine] of Object.entries(results.analyticsAtSize?.engines ?? {})) {
    // The filtered overviews read a finer table: reported beside the goal, not held to it.
    for (const [range, m] of Object.entries(engine.overview).filter(([, measured]) => !measured.filter)) {
      list.push({
        label: `${ENGINE_NAMES[key] ?? key}: overview of the ${rangeName(range)} with ${n(engine.inserted)} raw events: p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms (goal < ${ANALYTICS_GOALS.overviewMs} ms each)`,
        ok: overviewOk(m),
        why: [`${m.calls} sequential calls, max ${m.maxMs} ms`],
      });
    }
  }
  for (const [key, message] of Object.entries(results.analyticsAtSize?.errors ?? {})) list.push({ label: `analytics at size on ${ENGINE_NAMES[key] ?? key}: the step failed`, ok: false, why: [first(message)] });
  return list;
}

const when = (part) => (part?.date ? ` (measured ${part.date}${part.commit ? ` on \`${part.commit.hash}\`${part.commit.dirty ? ' with uncommitted changes' : ''}` : ''})` : '');
const notMeasured = (results, key) => `Not measured${results.errors?.[key] ? `: \`${first(results.errors[key])}\`` : ' in this run (`npm run bench -- analytics` measures the analytics alone)'}.\n\n`;

function beaconPart(results) {
  const beacon = results.analyticsBeacon;
  if (!beacon) return notMeasured(results, 'analyticsBeacon');
  let text = `The module group \`${beacon.group}\` (public-site/src/features/analytics/) in the public site's production build (bench/bundle-composition.mjs): its share of each chunk's gzip size, in proportion to its own minified gzip size beside the chunk's other groups${when(beacon)}. `;
  if (beacon.chunks.length === 0) return `${text}**Not found in any chunk**: the app does not import the beacon yet.\n\n`;
  text += `In ${beacon.chunks.map((c) => `\`${c.file.replace(/^assets\//, '')}\` (${c.kind}, ${n(c.gzipBytes)} bytes gzip, ${n(c.renderedBytes)} bytes rendered)`).join(', ')}; the entry chunk holds ${n(beacon.entryGzipBytes)} bytes of it.\n\n`;
  text += '| Route module | Beacon before hydrating (bytes gzip) | Loaded later by the route (bytes gzip) | The route\'s JavaScript before hydrating (KB gzip) | Goal | Result |\n|---|---|---|---|---|---|\n';
  for (const r of beacon.routes) {
    const total = r.beforeHydratingGzipBytes + r.laterGzipBytes;
    text += `| \`${r.module}\` | ${n(r.beforeHydratingGzipBytes)} | ${n(r.laterGzipBytes)} | ${(r.routeGzipBytes / 1000).toFixed(1)} | ≤ ${n(ANALYTICS_GOALS.beaconGzipBytes)} bytes | ${met(total <= ANALYTICS_GOALS.beaconGzipBytes)} |\n`;
  }
  return `${text}\nCode the beacon imports from another group (contracts, shared-ui) counts in that group, not here.\n\n`;
}

function lighthousePart(results) {
  const drops = lighthouseDrops(results);
  if (!drops) {
    const why = !results.lighthouse
      ? 'this run has no Lighthouse figures'
      : "no previous report's figures were read: `npm run bench -- analytics` does not measure Lighthouse, and a full run compares section 1 with the report it replaces";
    return `Lighthouse with the beacon: not compared (${why}). The goal is no point lost.\n\n`;
  }
  const routes = [...new Set(drops.map((d) => d.route))];
  let text = `Lighthouse (section 1) against the report this run replaced: ${results.previousLighthouse.date}, commit \`${results.previousLighthouse.commit}\`. Scores move by a point or two between runs of the same build (simulated throttling on a shared machine), so a single point lost is worth a second run before it is taken as the beacon's.\n\n`;
  text += `| Category | ${routes.map((r) => `\`${r}\``).join(' | ')} |\n|---|${routes.map(() => '---').join('|')}|\n`;
  for (const [id, name] of Object.entries(CATEGORIES)) {
    const cell = (route) => {
      const d = drops.find((x) => x.route === route && x.id === id);
      return d ? `${d.now} (was ${d.before ?? '–'})${d.before != null && d.now < d.before ? ' **lower**' : ''}` : '–';
    };
    text += `| ${name} | ${routes.map(cell).join(' | ')} |\n`;
  }
  return `${text}\n`;
}

const loadRow = (name, run) =>
  `| ${name} | ${n(run.requestsPerSecond)} (turns: ${run.roundsRequestsPerSecond.join(', ')}) | ${run.latencyMs.p50} ms | ${run.latencyMs.p99} ms | ${run.latencyMs.max} ms | ${Object.entries(run.statusCodes).map(([code, count]) => `${code}: ${n(count)}`).join(', ')} | ${run.errors} / ${run.timeouts} | ${run.clientCpuPercent}% |\n`;

function ingestionPart(results) {
  const t = results.analyticsIngestion;
  if (!t) return notMeasured(results, 'analyticsIngestion');
  let text = `\`POST ${t.path}\` through the stack's nginx (the API on MariaDB), body \`${t.body}\` as \`text/plain;charset=UTF-8\` with a Chrome user agent and \`Origin\`/\`Sec-Fetch-Site: same-origin\` (a page view a browser's beacon sends; each one is stored), beside a static nginx answering the same bytes as a file to GET; ${t.settings.connections} connections, ${t.settings.duration} s each after ${t.settings.warmup} s of warm-up, in ${t.settings.rounds} alternating turns${when(t)}.\n\n`;
  text += '| Server | Requests/s | p50 | p99 | max | Statuses | errors / timeouts | Load generator CPU |\n|---|---|---|---|---|---|---|---|\n';
  text += loadRow('API through nginx: events', t.events) + loadRow('Static nginx, a small file', t.static);
  const { stored, answered202, before, after, day } = t.check;
  text += `\n| Figure | Value | Goal | Result |\n|---|---|---|---|\n`;
  text += `| Events ÷ static | ${t.ratio?.toFixed(3)}× | reported | – |\n`;
  text += `| 5xx / errors | ${t.events.fivexx} / ${t.events.errors} | none | ${met(fivexxOk(t.events))} |\n`;
  text += `| Page views of ${day} in the overview | ${n(before)} → ${n(after)} (+${n(stored)}) for ${n(answered202)} answers 202 (the warm-up's and a first probe's included) | every 202 stored | ${met(storedOk(t))} |\n\n`;
  return text;
}

function atSizePart(results) {
  const a = results.analyticsAtSize;
  if (!a) return notMeasured(results, 'analyticsAtSize');
  const s = a.settings;
  let text = `The built API's own modules (\`api/dist\`: \`createDb\`, \`migrateToLatest\`, \`runRollups\`, \`analyticsOverview\`, each call under the request query deadline as the API runs them) on an empty SQLite file and on a MariaDB database of their own (\`${'folio_bench_analytics'}\`, dropped after)${when(a)}. ${n(s.events)} raw events over the last ${s.days} days, today's until now (bench/analytics/events.mjs: seeded; about ${s.visitorsPerDay} visitors a day, 40 paths of which 24 posts, 60% page views, personas, sources and campaigns on entries, 3 devices, 12 countries), then \`runRollups\` for every finished day; the overview of each range timed sequentially (2 warm-up calls, then 30 to 200 within 15 s; p99 by nearest rank): today is computed from its raw events at every call, as in production. Then a day of ${n(s.bigDayEvents)} events from ${n(s.bigDayVisitors)} visitors, ${s.bigDayAgo} days ago, rolled up alone.\n\n`;
  text += '| Engine | Range | Interval | Calls | p50 | p99 | max | Page views (overview / generated) | Goal | Result |\n|---|---|---|---|---|---|---|---|---|---|\n';
  for (const [key, engine] of Object.entries(a.engines ?? {})) {
    for (const [range, m] of Object.entries(engine.overview)) {
      const goal = m.filter ? ['reported', overviewOk(m) ? 'under the goal' : '**over the goal**'] : [`< ${ANALYTICS_GOALS.overviewMs} ms each`, met(overviewOk(m))];
      text += `| ${ENGINE_NAMES[key] ?? key} | ${rangeName(range)} (${m.range.from} … ${m.range.to}) | ${m.interval} | ${m.calls} | ${m.p50Ms} ms | ${m.p99Ms} ms | ${m.maxMs} ms | ${n(m.totals.pageviews)} / ${n(m.pageviewsGenerated)} | ${goal.join(' | ')} |\n`;
    }
  }
  text += '\n| Engine | Inserting the events | Rollup of every finished day | Rows written (daily / monthly / by filter) | Rollup of one day of ' + n(s.bigDayEvents) + ' events | Whole part |\n|---|---|---|---|---|---|\n';
  for (const [key, e] of Object.entries(a.engines ?? {})) {
    text += `| ${ENGINE_NAMES[key] ?? key} | ${e.insertSeconds.toFixed(1)} s | ${e.rollupAll.days} days in ${e.rollupAll.seconds.toFixed(1)} s (${e.rollupAll.msPerDay} ms a day) | ${n(e.tables.dailyRows)} / ${n(e.tables.monthlyRows)} / ${n(e.tables.segmentRows)} | **${e.rollupBigDay.seconds.toFixed(2)} s** (reported) | ${e.seconds} s |\n`;
  }
  for (const [key, message] of Object.entries(a.errors ?? {})) text += `\n${ENGINE_NAMES[key] ?? key}: failed: \`${first(message)}\`\n`;
  return `${text}\n`;
}

export function analyticsSection(results) {
  let text = `### The beacon's JavaScript per public route\n\n${beaconPart(results)}${lighthousePart(results)}`;
  text += `### Ingestion through nginx\n\n${ingestionPart(results)}`;
  text += `### The overview and the rollup job at size\n\n${atSizePart(results)}`;
  return text;
}
