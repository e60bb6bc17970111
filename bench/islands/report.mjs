// Issue 34's part of bench/results/latest.md (islands): its goals as verdicts, and its section. Reads results.islands.
import { ISLANDS_GOALS } from './islands-bench.mjs';

const CATEGORIES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' };
const met = (ok) => (ok ? 'met' : '**not met**');
const kb = (bytes) => (bytes / 1000).toFixed(1);
const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
const LEGS = { javascript: 'through nginx', javascriptNpmStart: 'through npm start' };
/** CLS as Lighthouse shows it (3 decimals): the goal 0 is met when it shows 0.000. */
const clsShown = (cls) => (cls == null ? null : Number(cls.toFixed(3)));

/** What a route loads by the end of its journey: after opening a case study where it does, else after scrolling to the bottom. */
const atEnd = (route) => route.afterOpen ?? route.afterScroll;
const endWords = (route) => (route.afterOpen ? 'after scrolling to the bottom and opening a case study' : 'after scrolling to the bottom');

function journeyProblem(route) {
  const j = route.journey;
  if (!j) return null;
  if (!j.opened) return `the case study's dialog did not open${j.note ? ` (${j.note})` : ''}: the figure is not the one asked for`;
  if (!j.inPlace) return `the click navigated to ${j.url} instead of opening the dialog in place (the island was ${j.islandLive ? 'live' : 'not live yet'}): the figure counts the new page's scripts too`;
  return null;
}

/** `part` names the verdicts (another part judges its own routes by these goals). */
export function javascriptVerdicts(islands, part = 'Islands') {
  const list = [];
  for (const [key, words] of Object.entries(LEGS)) {
    const routes = islands[key];
    if (!routes) continue;
    for (const route of routes) {
      const largest = route.files.filter((file) => file.phase === 'load').sort((a, b) => b.wireBytes - a.wireBytes).slice(0, 4);
      const invalid = route.failures.length > 0;
      list.push({
        label: `${part}: JavaScript on load on \`${route.path}\` ${words}: ${kb(route.onLoad.wireBytes)} KB gzip (goal ≤ ${route.budgetKB} KB)${invalid ? ', not measured properly' : ''}`,
        ok: !invalid && route.onLoad.wireBytes / 1000 <= route.budgetKB,
        why: [...route.failures.slice(0, 3), `on load: ${largest.map((file) => `${file.url.replace(/^.*\//, '')} ${kb(file.wireBytes)} KB (${file.reason})`).join('; ')}`],
      });
    }
    const heaviest = [...routes].sort((a, b) => atEnd(b).wireBytes - atEnd(a).wireBytes)[0];
    if (heaviest) {
      const problems = routes.map(journeyProblem).filter(Boolean);
      list.push({
        label: `${part}: after scrolling to the bottom${routes.some((route) => route.then) ? ' (and opening a case study on `/?persona=enterprise`)' : ''}, no route over ${ISLANDS_GOALS.openedKB} KB ${words}: the heaviest is \`${heaviest.path}\` with ${kb(atEnd(heaviest).wireBytes)} KB ${endWords(heaviest)}`,
        ok: problems.length === 0 && routes.every((route) => atEnd(route).wireBytes / 1000 <= ISLANDS_GOALS.openedKB),
        why: [
          ...problems,
          ...routes.filter((route) => atEnd(route).wireBytes / 1000 > ISLANDS_GOALS.openedKB).map((route) => `\`${route.path}\`: ${kb(atEnd(route).wireBytes)} KB ${endWords(route)}; largest later: ${route.files.filter((f) => f.phase !== 'load').sort((a, b) => b.wireBytes - a.wireBytes).slice(0, 3).map((f) => `${f.url.replace(/^.*\//, '')} ${kb(f.wireBytes)} KB`).join(', ')}`),
        ],
      });
    }
  }
  return list;
}

/** The runs of a site's median (any, not only the median one) in which the page's own files failed: each run's list. */
const invalidRuns = (measured) => measured.runs.map((run) => run.failedResources ?? []).filter((failed) => failed.length > 0);

/** Each goal of a Lighthouse median: [label, ok]. */
function lighthouseChecks(median) {
  const { scores, metrics } = median;
  return [
    ['performance', `performance ${scores.performance}`, scores.performance != null && scores.performance >= ISLANDS_GOALS.performance],
    ['tbt', `TBT ${ms(metrics.tbt)}`, metrics.tbt != null && metrics.tbt <= ISLANDS_GOALS.tbtMs],
    ['cls', `CLS ${metrics.cls?.toFixed(3)}`, clsShown(metrics.cls) === ISLANDS_GOALS.cls],
    ...['accessibility', 'best-practices', 'seo'].map((id) => [id, `${id === 'seo' ? 'SEO' : CATEGORIES[id].toLowerCase()} ${scores[id]}`, scores[id] != null && scores[id] >= ISLANDS_GOALS.otherScores]),
  ];
}

/** Today's sites' medians judged by the islands' goals; `part` names the verdicts. */
export function lighthouseVerdicts(islands, part = 'Islands') {
  const lighthouse = islands.lighthouse;
  if (!lighthouse) return [];
  const list = [];
  for (const site of lighthouse.sites.filter((each) => each.key !== 'baseline')) {
    for (const route of lighthouse.routes) {
      const median = route[site.key];
      if (!median) {
        list.push({ label: `${part}: Lighthouse on \`${route.path}\` ${site.label}: not measured`, ok: false, why: route.errors ?? [] });
        continue;
      }
      const checks = lighthouseChecks(median.median);
      const invalid = invalidRuns(median);
      const baseline = route.baseline?.median;
      const failing = ['performance', 'accessibility', 'best-practices', 'seo'].flatMap((id) =>
        (median.median.failing?.[id] ?? [])
          .slice(0, id === 'performance' ? 4 : 2)
          .map((audit) => `${CATEGORIES[id]}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${audit.items?.length ? `: ${audit.items.map((item) => `\`${item.replaceAll('`', "'")}\``).join('; ')}` : ''}`),
      );
      list.push({
        label: `${part}: Lighthouse mobile on \`${route.path}\` ${site.label}: ${checks.map(([, text]) => text).join(', ')} (goals: performance ${ISLANDS_GOALS.performance}, TBT ≤ ${ISLANDS_GOALS.tbtMs} ms, CLS 0, the others 100)${invalid.length ? `; **invalid**: files failed in ${invalid.length} run(s)` : ''}`,
        ok: invalid.length === 0 && checks.every(([, , ok]) => ok),
        why: [
          ...invalid.map((failed) => `a run whose page's files failed (not the page as served; a rebuild during the run?): ${failed.slice(0, 3).join(', ')}`),
          `not met: ${checks.filter(([, , ok]) => !ok).map(([, text]) => text).join(', ') || 'none'}; performance of each run ${median.runs.map((run) => run.scores.performance).join(' / ')}`,
          ...(baseline ? [`${islands.baselineCommit} in the same run: ${lighthouseChecks(baseline).map(([, text]) => text).join(', ')}`] : []),
          `FCP ${ms(median.median.metrics.fcp)}, LCP ${ms(median.median.metrics.lcp)}, Speed Index ${ms(median.median.metrics.si)}`,
          ...(median.median.opportunities ?? []).slice(0, 3).map((o) => `opportunity: ${o.title}${o.displayValue ? ` (${o.displayValue})` : ''}`),
          ...failing,
        ],
      });
    }
  }
  return list;
}

/** The render ratio's verdict: not slower when today's requests/s are at least the starting commit's, or within the noise with at least one turn faster. */
export function renderJudgement(run) {
  const ratio = run.speedup;
  const turns = run.current.roundsRequestsPerSecond.map((rps, index) => (run.baseline.roundsRequestsPerSecond[index] > 0 ? rps / run.baseline.roundsRequestsPerSecond[index] : null));
  if (ratio == null) return { ok: false, words: 'not measured', turns };
  if (ratio >= ISLANDS_GOALS.renderRatio) return { ok: true, words: turns.every((turn) => turn >= 1) ? 'not slower (faster in every turn)' : 'not slower', turns };
  if (ratio >= ISLANDS_GOALS.renderRatio - ISLANDS_GOALS.renderNoise && turns.some((turn) => turn >= 1)) return { ok: true, words: `not slower within noise (${ratio.toFixed(2)}×, some turns faster)`, turns };
  return { ok: false, words: 'slower', turns };
}

function renderVerdicts(islands) {
  return (islands.render?.runs ?? []).map((run) => {
    const judged = renderJudgement(run);
    return {
      label: `Islands: uncached renders of \`${run.path}\`: ${run.speedup?.toFixed(2)}× the rendering server of ${islands.render.baselineCommit}, ${judged.words} (goal: not slower, ≥ 1×)`,
      ok: judged.ok,
      why: [`${Math.round(run.current.requestsPerSecond)} against ${Math.round(run.baseline.requestsPerSecond)} requests/s; turns ${judged.turns.map((turn) => turn?.toFixed(2)).join(' / ')}; p50 ${run.current.latencyMs.p50} against ${run.baseline.latencyMs.p50} ms`],
    };
  });
}

export function islandsVerdicts(results) {
  const islands = results.islands;
  if (!islands) return [];
  const list = [...javascriptVerdicts(islands), ...lighthouseVerdicts(islands), ...renderVerdicts(islands)];
  for (const [step, message] of Object.entries(islands.errors ?? {})) list.push({ label: `Islands: ${step} failed`, ok: false, why: [message.split('\n')[0]] });
  return list;
}

// --- The section ----------------------------------------------------------------------------------

function javascriptTable(islands) {
  const nginx = islands.javascript ?? [];
  const npmStart = islands.javascriptNpmStart ?? [];
  const routes = nginx.length ? nginx : npmStart;
  if (!routes.length) return `Not measured: ${(islands.errors?.javascript ?? 'skipped').split('\n')[0]}\n\n`;
  const other = (route) => npmStart.find((each) => each.name === route.name);
  const cell = (route, budget) => (route ? `${kb(route.onLoad.wireBytes)} ${route.failures.length ? '**invalid**' : met(route.onLoad.wireBytes / 1000 <= budget)}` : 'not measured');
  const endCell = (route) => (route ? `${kb(atEnd(route).wireBytes)}${route.afterOpen ? ' (opened)' : ''} ${met(!journeyProblem(route) && atEnd(route).wireBytes / 1000 <= ISLANDS_GOALS.openedKB)}` : '–');
  let text = `| Route | Goal on load | nginx: on load (KB) | npm start: on load (KB) | Files on load | nginx: after scrolling (KB) | By the end, goal ≤ ${ISLANDS_GOALS.openedKB} (nginx) | By the end (npm start) |\n|---|---|---|---|---|---|---|---|\n`;
  for (const route of routes) {
    const started = other(route);
    const viaNginx = nginx.find((each) => each.name === route.name);
    text += `| \`${route.path}\` | ≤ ${route.budgetKB} | ${cell(viaNginx, route.budgetKB)} | ${cell(started, route.budgetKB)} | ${viaNginx?.onLoad.files ?? started?.onLoad.files} | ${viaNginx ? kb(viaNginx.afterScroll.wireBytes) : '–'} | ${endCell(viaNginx)} | ${endCell(started)} |\n`;
  }
  const journeys = routes.filter((route) => route.journey).map((route) => `\`${route.path}\`: ${journeyProblem(route) ?? `the first 'View Case Study' clicked once its island was live; the dialog opened in place (${route.journey.url})`}`);
  text += `\nGzip on the wire (bodies + response headers, DevTools' encodedDataLength, 1 KB = 1000 bytes), a fresh browser context per route (empty cache), Lighthouse's mobile screen (412×823), until no request has been in flight for 500 ms. "After scrolling": the page scrolled to the bottom half a screen at a time with a pause at each step, so each island whose rule is 'visible' starts. "By the end": after scrolling${journeys.length ? ', and on the persona page after opening a case study' : ''}. The post measured: \`${islands.postPath}\` through nginx (through npm start: the first post of its own seeded data).${journeys.length ? ` ${journeys.join('; ')}.` : ''}\n`;
  const errors = routes.filter((route) => route.pageErrors?.length).map((route) => `\`${route.path}\`: ${[...new Set(route.pageErrors)].join('; ')}`);
  if (errors.length) text += `\nPage errors while loading: ${errors.join(' — ')}\n`;
  return `${text}\n`;
}

const PHASES = { load: 'load', scroll: 'scroll', open: 'open' };

/** One row per script file: its gzip size, its reason, and when each route loads it. */
function filesTable(routes) {
  const files = new Map();
  for (const route of routes) {
    for (const file of route.files) {
      const name = file.url.replace(/[?#].*$/, '').replace(/^.*\//, '');
      const row = files.get(name) ?? { name, bodyBytes: Math.max(0, file.wireBytes - file.headerBytes), encoding: file.encoding, reason: file.reason, phases: {} };
      row.phases[route.name] = PHASES[file.phase] ?? file.phase;
      files.set(name, row);
    }
  }
  const order = { load: 0, scroll: 1, open: 2 };
  const rows = [...files.values()].sort((a, b) => Math.min(...Object.values(a.phases).map((p) => order[p])) - Math.min(...Object.values(b.phases).map((p) => order[p])) || b.bodyBytes - a.bodyBytes);
  let text = `| File | gzip KB (body) | Why | ${routes.map((route) => `\`${route.path}\``).join(' | ')} |\n|---|---|---|${routes.map(() => '---').join('|')}|\n`;
  for (const row of rows) {
    text += `| \`${row.name}\` | ${kb(row.bodyBytes)}${/gzip|br|zstd|deflate/.test(row.encoding) ? '' : ' (not compressed)'} | ${row.reason ?? '–'} | ${routes.map((route) => row.phases[route.name] ?? '–').join(' | ')} |\n`;
  }
  text += `| **Total on load** (wire) | | | ${routes.map((route) => `**${kb(route.onLoad.wireBytes)}**`).join(' | ')} |\n`;
  text += `| **Total by the end** (wire) | | | ${routes.map((route) => kb(atEnd(route).wireBytes)).join(' | ')} |\n`;
  text += '\nIn each route\'s column, when the file came: **load** (before the network went idle after the load), **scroll** (while scrolling to the bottom: an island started by its rule), **open** (on opening a case study), – not at all. The reasons come from the chunks\' names and the build\'s manifest (public-site/dist/.vite/manifest.json: which chunks import a shared one).\n\n';
  return text;
}

function lighthouseTable(islands) {
  const lighthouse = islands.lighthouse;
  if (!lighthouse) return `Not measured: ${(islands.errors?.lighthouse ?? 'skipped').split('\n')[0]}\n\n`;
  const labels = Object.fromEntries(lighthouse.sites.map((site) => [site.key, site.label]));
  let text = `| Route | Site | Performance (goal 100) | Runs | TBT (≤ ${ISLANDS_GOALS.tbtMs} ms) | CLS (0) | LCP | FCP | Accessibility | Best practices | SEO | Result |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n`;
  for (const route of lighthouse.routes) {
    for (const site of lighthouse.sites) {
      const measured = route[site.key];
      if (!measured) {
        text += `| \`${route.path}\` | ${labels[site.key]} | not measured | | | | | | | | | |\n`;
        continue;
      }
      const { scores, metrics } = measured.median;
      const checks = lighthouseChecks(measured.median);
      const invalid = invalidRuns(measured);
      const result = invalid.length ? `**invalid** (files failed in ${invalid.length} run(s))` : site.key === 'baseline' ? 'reference' : met(checks.every(([, , ok]) => ok));
      text += `| \`${route.path}\` | ${labels[site.key]} | ${scores.performance} | ${measured.runs.map((run) => run.scores.performance).join(' / ')} | ${ms(metrics.tbt)} | ${metrics.cls?.toFixed(3)} | ${ms(metrics.lcp)} | ${ms(metrics.fcp)} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${result} |\n`;
    }
  }
  text += `\nLighthouse's default mobile run (simulated throttling), a fresh Chromium per run, ${lighthouse.runs} runs per route and site taken in turns (${lighthouse.sites.map((site) => site.key).join(', ')}, then again), so that the machine's load at a moment weighs on every site alike; the median run by performance (ties broken by LCP) gives every figure of its row. \`${islands.baselineCommit}\` is the commit issue 34 started from: its client build and rendering server (built by bench/baseline.mjs in a temporary folder) against the same API, behind an nginx of its own with today's server block and micro-cache, as the stack serves today's build.${lighthouse.sites.some((site) => site.key === 'gateway') ? " \"npm start's gateway\" is scripts/gateway.mjs before the stack's API and rendering server: no micro-cache, brotli copies where the browser takes them." : ''}\n`;
  const errors = lighthouse.routes.filter((route) => route.errors?.length).map((route) => `\`${route.path}\`: ${route.errors.join('; ')}`);
  if (errors.length) text += `\nRuns that failed: ${errors.join(' — ')}\n`;
  return `${text}\n`;
}

function renderTable(islands) {
  const render = islands.render;
  if (!render?.runs) return `Not measured: ${(islands.errors?.render ?? islands.errors?.baseline ?? 'skipped').split('\n')[0]}\n\n`;
  let text = `| Path | Today (requests/s, turns) | \`${render.baselineCommit}\` (requests/s, turns) | Ratio | Each turn's ratio | p50 today / before | Result (goal: not slower) |\n|---|---|---|---|---|---|---|\n`;
  for (const run of render.runs) {
    const judged = renderJudgement(run);
    text += `| \`${run.path}\` | ${Math.round(run.current.requestsPerSecond)} (${run.current.roundsRequestsPerSecond.join(', ')}) | ${Math.round(run.baseline.requestsPerSecond)} (${run.baseline.roundsRequestsPerSecond.join(', ')}) | ${run.speedup?.toFixed(2)}× | ${judged.turns.map((turn) => turn?.toFixed(2)).join(' / ')} | ${run.current.latencyMs.p50} / ${run.baseline.latencyMs.p50} ms | ${judged.ok ? 'met' : '**not met**'}: ${judged.words} |\n`;
  }
  const { path, currentBytes, baselineBytes } = render.postHtml;
  text += `\nStraight to each rendering server's port (no nginx, no micro-cache), both against the stack's API, in ${render.rounds} alternating turns. "Not slower" when today's requests/s are at least the starting commit's; within ${Math.round(ISLANDS_GOALS.renderNoise * 100)} % below, "not slower within noise" only when at least one turn was faster. HTML of \`${path}\` (uncompressed): ${currentBytes} bytes today, ${baselineBytes} at \`${render.baselineCommit}\`.\n\n`;
  return text;
}

export function islandsSection(results) {
  const islands = results.islands;
  if (!islands) return `Not measured: ${(results.errors?.islands ?? 'skipped').split('\n')[0]}\n\n`;
  let text = `Measured ${islands.date} on \`${islands.commit?.hash ?? '?'}\`${islands.commit?.dirty ? ' (with uncommitted changes)' : ''}, beside \`${islands.baselineCommit}\` where a comparison is asked.${islands.warning ? ` **${islands.warning}**` : ''}\n\n`;
  text += `### JavaScript per route (goals: a post, \`/blog\` and its lists, \`/cv\` ≤ ${ISLANDS_GOALS.readingKB} KB; \`/\` and a persona page ≤ ${ISLANDS_GOALS.landingKB} KB; no route over ${ISLANDS_GOALS.openedKB} KB by the end)\n\n${javascriptTable(islands)}`;
  const routes = islands.javascript ?? islands.javascriptNpmStart;
  if (routes?.length) text += `### What each route loads and why (through ${islands.javascript ? 'nginx' : 'npm start'})\n\n${filesTable(routes)}`;
  text += `### Lighthouse mobile beside \`${islands.baselineCommit}\`, same run, in turns\n\n${lighthouseTable(islands)}`;
  text += `### Uncached renders beside \`${islands.baselineCommit}\`\n\n${renderTable(islands)}`;
  const failed = Object.entries(islands.errors ?? {});
  if (failed.length) text += `Failed: ${failed.map(([step, message]) => `${step}: ${message.split('\n')[0]}`).join(' — ')}\n\n`;
  return text;
}
