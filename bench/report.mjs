// The committed report (bench/results/latest.md) from the run's results: every figure beside its
// goal, 'met' or 'not met', and for each one not met the reasons the measure itself gives.
import { spawnSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { chromiumVersion } from './chromium.mjs';
import { nginxBinary } from '../nginx/nginx-runner.mjs';
import { analyticsSection, analyticsVerdicts } from './analytics/report.mjs';
import { cvSection, cvVerdicts } from './cv/report.mjs';
import { islandsSection, islandsVerdicts } from './islands/report.mjs';
import { abuseSection, abuseVerdicts } from './abuse/report.mjs';
import { newsletterSection, newsletterVerdicts } from './newsletter/report.mjs';
import { blogSection, blogVerdicts } from './blog/report.mjs';
import { compositionMarkdown } from './bundle-composition.mjs';
import { RENDER_SPEEDUP_GOAL } from './render-compare.mjs';
import { clientBound, THROUGHPUT_RATIO_GOAL, throughputVerdict } from './throughput.mjs';
import { visitorSection, visitorVerdicts } from './visitor/report.mjs';
import { leanApiSection, leanApiVerdicts } from './api/report.mjs';

const require = createRequire(import.meta.url);

export const GOALS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0.02,
  javascriptKB: 120,
  throughputRatio: THROUGHPUT_RATIO_GOAL,
};

export function machine() {
  const nginx = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' });
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100),
    node: process.version,
    chromium: chromiumVersion(),
    nginx: `${nginx.stderr}`.trim().replace(/^nginx version: /, ''),
    lighthouse: require('lighthouse/package.json').version,
    autocannon: require('autocannon/package.json').version,
  };
}

/** The commit measured, and whether the tree differed from it (the bench's own results aside). */
export function commit(root) {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  const changed = git('status', '--porcelain')
    .split('\n')
    .filter((line) => line && !line.slice(3).startsWith('bench/results/'));
  return { hash: git('rev-parse', '--short', 'HEAD') || 'unknown', dirty: changed.length > 0, changed: changed.map((line) => line.trim()) };
}

const met = (ok) => (ok ? 'met' : '**not met**');
const kb = (bytes) => (bytes / 1000).toFixed(1);
const seconds = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms == null ? '–' : `${Math.round(ms)} ms`);
const CATEGORY_NAMES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' };

/** The routes measured through `npm start`'s gateway, named so in verdicts. */
const throughGateway = (routes = []) => routes.map((route) => ({ ...route, path: `${route.path} through npm start's gateway` }));

/** Every goal as { label, ok, why[] }: the summary and the 'why' section both read it. */
export function verdicts(results) {
  const list = [];
  for (const route of results.lighthouse ?? []) {
    const failedRuns = route.runs.filter((run) => run.failedResources?.length);
    if (failedRuns.length) {
      list.push({ label: `Lighthouse on ${route.path}: invalid, the page's own files failed in ${failedRuns.length} run(s) (a rebuild during the run?)`, ok: false, why: failedRuns[0].failedResources.slice(0, 3) });
    }
    const { scores, metrics, failing, opportunities } = route.median;
    for (const [id, name] of Object.entries(CATEGORY_NAMES)) {
      const ok = scores[id] != null && scores[id] >= GOALS[id];
      const why =
        id === 'performance'
          ? [
              `FCP ${seconds(metrics.fcp)}, LCP ${seconds(metrics.lcp)}, TBT ${millis(metrics.tbt)}, CLS ${metrics.cls?.toFixed(3)}, Speed Index ${seconds(metrics.si)}`,
              ...opportunities.map((o) => `${o.title}${o.displayValue ? ` (${o.displayValue})` : ''}`),
            ]
          : failing[id].map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${a.items.length ? `: ${a.items.map((i) => `\`${i.replaceAll('`', "'")}\``).join('; ')}` : ''}`);
      list.push({ label: `Lighthouse ${name} on ${route.path}: ${scores[id]} (goal ${id === 'performance' ? '≥ 95' : '100'})`, ok, why });
    }
    const clsOk = metrics.cls != null && metrics.cls <= GOALS.cls;
    const shifts = failing.performance.filter((a) => a.id === 'cumulative-layout-shift' || a.id === 'layout-shifts');
    list.push({ label: `CLS on ${route.path}: ${metrics.cls?.toFixed(3)} (goal ≤ 0.02)`, ok: clsOk, why: shifts.map((a) => `${a.title}${a.items.length ? `: ${a.items.join(', ')}` : ''}`) });
  }
  for (const route of [...(results.javascript ?? []), ...throughGateway(results.javascriptGateway)]) {
    const biggest = [...route.files].sort((a, b) => b.wireBytes - a.wireBytes).slice(0, 5);
    if (route.failures.length > 0) {
      list.push({ label: `JavaScript on ${route.path}: not measured properly (${route.failures.length} failure(s) while loading)`, ok: false, why: route.failures.slice(0, 5) });
      continue;
    }
    list.push({
      label: `JavaScript on ${route.path}: ${kb(route.onLoad.wireBytes)} KB gzip (goal ≤ 120 KB)`,
      ok: route.onLoad.wireBytes / 1000 <= GOALS.javascriptKB,
      why: [`largest files: ${biggest.map((f) => `${f.url.replace(/^.*\//, '')} ${kb(f.wireBytes)} KB`).join(', ')}`],
    });
  }
  if (results.throughput) list.push(throughputVerdict(results.throughput));
  for (const run of results.render?.runs ?? []) {
    list.push({
      label: `Uncached renders of ${run.path}: ${run.speedup?.toFixed(2)}× the rendering server of ${results.render.baselineCommit} (goal ≥ ${RENDER_SPEEDUP_GOAL}×)`,
      ok: run.speedup != null && run.speedup >= RENDER_SPEEDUP_GOAL,
      why: [`${Math.round(run.current.requestsPerSecond)} against ${Math.round(run.baseline.requestsPerSecond)} requests/s; p50 ${run.current.latencyMs.p50} against ${run.baseline.latencyMs.p50} ms`],
    });
  }
  list.push(...blogVerdicts(results.blog));
  list.push(...analyticsVerdicts(results));
  list.push(...cvVerdicts(results));
  list.push(...islandsVerdicts(results));
  list.push(...abuseVerdicts(results));
  list.push(...newsletterVerdicts(results));
  list.push(...visitorVerdicts(results));
  list.push(...leanApiVerdicts(results));
  for (const [step, message] of Object.entries(results.errors ?? {})) list.push({ label: `${step}: the step failed`, ok: false, why: [message.split('\n')[0]] });
  return list;
}

function lighthouseSection(results) {
  const routes = results.lighthouse;
  if (!routes) return `Not measured: ${results.errors?.lighthouse ?? 'skipped'}\n`;
  const header = `| Figure | Goal | ${routes.map((r) => `\`${r.path}\``).join(' | ')} |\n|---|---|${routes.map(() => '---').join('|')}|\n`;
  const row = (name, goal, cell) => `| ${name} | ${goal} | ${routes.map((r) => cell(r.median)).join(' | ')} |\n`;
  let text = header;
  for (const [id, name] of Object.entries(CATEGORY_NAMES)) {
    const goal = id === 'performance' ? '≥ 95 (aim 100)' : '100';
    text += row(name, goal, (m) => `${m.scores[id]} ${met(m.scores[id] >= GOALS[id])}`);
  }
  text += row('CLS', '≤ 0.02', (m) => `${m.metrics.cls?.toFixed(3)} ${met(m.metrics.cls <= GOALS.cls)}`);
  text += row('LCP', 'reported', (m) => seconds(m.metrics.lcp));
  text += row('FCP', 'reported', (m) => seconds(m.metrics.fcp));
  text += row('TBT', 'reported', (m) => millis(m.metrics.tbt));
  text += `\nPerformance of each run (the median is the middle one): ${routes.map((r) => `\`${r.path}\` ${r.runs.map((run) => run.scores.performance).join(' / ')}`).join('; ')}.\n`;
  const warnings = [...new Set(routes.flatMap((r) => r.median.runWarnings))];
  if (warnings.length) text += `\nLighthouse warnings: ${warnings.map((w) => w.replace(/\s+/g, ' ')).join(' — ')}\n`;
  return text;
}

function javascriptSection(results) {
  const routes = results.javascript;
  if (!routes) return `Not measured: ${results.errors?.javascript ?? 'skipped'}\n`;
  const judged = (r) => (r.failures.length ? `**invalid** (${r.failures.length} failure(s) while loading)` : met(r.onLoad.wireBytes / 1000 <= GOALS.javascriptKB));
  const gateway = (r) => results.javascriptGateway?.find((g) => g.name === r.name);
  const gatewayCells = (r) => (gateway(r) ? `${kb(gateway(r).onLoad.wireBytes)} | ${judged(gateway(r))}` : `not measured | –`);
  let text = "| Route | JavaScript on load (KB, wire) | of which bodies (KB) | Files | Goal | Result | After scrolling to the bottom (KB) | Through npm start's gateway, on load (KB, wire) | Result (gateway) |\n|---|---|---|---|---|---|---|---|---|\n";
  for (const r of routes) {
    text += `| \`${r.path}\` | ${kb(r.onLoad.wireBytes)} | ${kb(r.onLoad.bodyBytes)} | ${r.onLoad.files} | ≤ 120 (aim 100) | ${judged(r)} | ${kb(r.afterScroll.wireBytes)} | ${gatewayCells(r)} |\n`;
  }
  const errors = routes.filter((r) => r.pageErrors?.length).map((r) => `\`${r.path}\`: ${[...new Set(r.pageErrors)].join('; ')}`);
  if (errors.length) text += `\nPage errors while loading (they do not change the bytes): ${errors.join(' — ')}\n`;
  const uncompressed = [...new Map(routes.flatMap((r) => r.onLoad.uncompressed).map((file) => [file.url, file])).values()];
  text += `\n1 KB = 1000 bytes. "Wire" is what Chromium received for every JavaScript response (scripts, modules, lazily loaded chunks) with \`Accept-Encoding: gzip\`: gzip bodies plus response headers (DevTools' encodedDataLength); the goal is judged on it. Fresh browser context per route (empty cache), Lighthouse's mobile screen (412×823), network idle.`;
  text += uncompressed.length
    ? ` Sent without compression (nginx's \`gzip_min_length\` leaves small files as they are): ${uncompressed.map((f) => `\`${f.url.replace(/^.*\//, '')}\` (${f.bodyBytes} bytes)`).join(', ')}.\n`
    : ' Every JavaScript response came compressed.\n';
  const rawFromGateway = [...new Map((results.javascriptGateway ?? []).flatMap((r) => r.onLoad.uncompressed).map((file) => [file.url, file])).values()];
  text += results.javascriptGateway
    ? `\nThrough \`npm start\`'s gateway (scripts/start.mjs on free ports, the API on a seeded SQLite file of its own), the same measure: ${rawFromGateway.length ? `sent without compression: ${rawFromGateway.map((f) => `\`${f.url.replace(/^.*\//, '')}\` (${f.bodyBytes} bytes)`).join(', ')}.` : 'every JavaScript response came compressed.'}\n`
    : `\nThrough \`npm start\`'s gateway: not measured: ${(results.errors?.javascriptGateway ?? 'skipped').split('\n')[0]}\n`;
  return text;
}

const loadRow = (name, run) =>
  `| ${name} | ${Math.round(run.requestsPerSecond)}${run.roundsRequestsPerSecond ? ` (turns: ${run.roundsRequestsPerSecond.join(', ')})` : ''} | ${run.latencyMs.p50} ms | ${run.latencyMs.p99} ms | ${run.bytesPerResponse} | ${run.non2xx} / ${run.errors} | ${run.clientCpuPercent}% |\n`;

function throughputSection(results, settings) {
  const t = results.throughput;
  if (!t) return `Not measured: ${results.errors?.throughput ?? 'skipped'}\n`;
  let text = `\`${t.path}\` (${t.htmlBytes} bytes of HTML), ${settings.connections} connections, ${settings.seconds} s each after ${settings.warmup} s of warm-up on each, in ${t.cached.rounds} alternating turns of ${settings.seconds / t.cached.rounds} s (stack, static, stack, static…; p50 is the turns' mean, p99 the worst turn), headers ${Object.entries(t.headers).map(([k, v]) => `\`${k}: ${v}\``).join(', ')} (answers \`${t.contentEncoding.cached}\` / \`${t.contentEncoding.static}\`).\n\n`;
  text += '| Server | Requests/s | p50 | p99 | Bytes per answer | non-2xx / errors | Load generator CPU |\n|---|---|---|---|---|---|---|\n';
  text += loadRow(t.cacheStatusAfterWarmup ? `Stack nginx, micro-cache warm (X-Cache-Status \`${t.cacheStatusAfterWarmup}\`)` : 'Stack nginx (no micro-cache on this path: no X-Cache-Status)', t.cached);
  text += loadRow('Static nginx, same bytes as a file', t.static);
  text += `\n| Figure | Value | Goal | Result |\n|---|---|---|---|\n| Cached ÷ static | ${t.ratio?.toFixed(2)}× | ≥ 0.8× | ${met(t.ratio >= GOALS.throughputRatio)} |\n`;
  text += '\nBoth nginx instances run one worker; the static one has the project\'s `gzip*` directives and security headers. A load generator near 100% CPU means the client, not nginx, set the pace.';
  text += clientBound(t) ? ` **In this run it did (${t.cached.clientCpuPercent}% / ${t.static.clientCpuPercent}%): the ratio says little about nginx.**\n` : '\n';
  return text;
}

function renderSection(results, settings) {
  const r = results.render;
  if (r?.skipped) return `${r.skipped}\n`;
  if (!r?.runs) return `Not measured: ${results.errors?.render ?? 'skipped'}\n`;
  let text = `Straight to each rendering server's own port (no nginx, no micro-cache): today's, and the one built from \`${r.baselineCommit}\` (the commit issue 23 started from, built by bench/baseline.mjs in a temporary folder) against the same API, ${settings.connections} connections, ${settings.seconds} s each after ${settings.warmup} s of warm-up, in ${r.rounds} alternating turns (p50 is the turns' mean, p99 and max the worst turn).\n\n`;
  text += '| Path | Server | Requests/s | p50 | p99 | max | non-2xx / errors | Goal |\n|---|---|---|---|---|---|---|---|\n';
  const row = (path, name, run, goal) =>
    `| \`${path}\` | ${name} | ${Math.round(run.requestsPerSecond)} (turns: ${run.roundsRequestsPerSecond.join(', ')}) | ${run.latencyMs.p50} ms | ${run.latencyMs.p99} ms | ${run.latencyMs.max} ms | ${run.non2xx} / ${run.errors} | ${goal} |\n`;
  for (const run of r.runs) {
    const met = run.speedup != null && run.speedup >= RENDER_SPEEDUP_GOAL;
    text += row(run.path, 'today', run.current, `${run.speedup?.toFixed(2)}× \`${r.baselineCommit}\` (goal ≥ ${RENDER_SPEEDUP_GOAL}×): ${met ? 'met' : '**not met**'}`);
    text += row(run.path, `\`${r.baselineCommit}\``, run.baseline, 'reference');
  }
  const { path, currentBytes, baselineBytes } = r.postHtml;
  text += `\nHTML of the first page of \`${path}\` (uncompressed): **${currentBytes} bytes** today, ${baselineBytes} bytes at \`${r.baselineCommit}\` (${((currentBytes / baselineBytes) * 100).toFixed(0)}%).\n`;
  return text;
}

export function markdown(results) {
  const { machine: m, commit: c, stack, settings } = results;
  const all = verdicts(results);
  const notMet = all.filter((v) => !v.ok);
  let text = `# Folio bench: latest run\n\n`;
  text += `Written by \`npm run bench\` (bench/run.mjs); the raw figures are in [latest.json](latest.json), the Lighthouse reports under \`bench/results/lighthouse/\` (not committed).\n\n`;
  text += `- Date: ${results.date} (the run took ${Math.round(results.durationSeconds)} s)\n`;
  text += `- Commit: \`${c.hash}\`${c.dirty ? `, with uncommitted changes in ${c.changed.length} file(s) (measured as they were)` : ', clean tree'}\n`;
  text += `- Machine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGB} GB memory, load average (1 / 5 / 15 min) ${m.loadAverageAtStart.join(' / ')} at the start and ${m.loadAverageAtEnd?.join(' / ') ?? '?'} at the end (above the CPU count, other work on the machine skews every figure); Node ${m.node}; ${m.chromium}; ${m.nginx}; Lighthouse ${m.lighthouse}; autocannon ${m.autocannon}\n`;
  text += stack
    ? `- Stack: \`e2e/support/stack.mjs\` on loopback (nginx, the API on MariaDB${stack.renderUrl ? ', the rendering server' : ''}): ${stack.renderUrl ? 'pages rendered on the server' : 'no rendering server in the harness (client-rendered pages)'}; post measured: \`${stack.postPath}\`\n\n`
    : `- Stack: did not start (\`e2e/support/stack.mjs\`): ${(results.errors.stack ?? 'unknown error').split('\n')[0]}\n\n`;
  for (const warning of results.warnings ?? []) text += `> **Warning:** ${warning}\n\n`;
  text += `## Summary\n\n`;
  text += stack ? `${all.length - notMet.length} of ${all.length} goals met.` : 'Nothing was measured: the stack did not start.';
  text += notMet.length ? ` Not met:\n\n${notMet.map((v) => `- ${v.label}`).join('\n')}\n\n` : '\n\n';
  // In a full run since issue 34, sections 1 and 2 are the islands part's figures of today's site (run.mjs, sectionsFromIslands).
  const fromIslands = results.islands && results.lighthouse?.[0]?.url === results.islands.lighthouse?.routes?.[0]?.current?.url;
  const islandsNote = fromIslands ? 'The islands part\'s measures of today\'s site (section 8), judged here by the goals of issues 10 and 26.\n\n' : '';
  text += `## 1. Lighthouse mobile through nginx (simulated throttling, median of ${settings.lighthouseRuns} by performance)\n\n${islandsNote}${lighthouseSection(results)}\n`;
  text += `## 2. JavaScript per public route through nginx and npm start's gateway\n\n${fromIslands ? islandsNote : ''}${javascriptSection(results)}\n`;
  text += results.bundle ? `### What the JavaScript is made of\n\n${compositionMarkdown(results.bundle)}\n` : '';
  text += `## 3. Page HTML throughput: micro-cache warm vs a static file\n\n${throughputSection(results, settings)}\n`;
  text += `## 4. Uncached render\n\n${renderSection(results, settings)}\n`;
  text += `## 5. The blog at size (issue 13)\n\n${blogSection(results.blog)}\n`;
  text += `## 6. Analytics (issue 25)\n\n${analyticsSection(results)}`;
  text += `## 7. The CV (issue 26)\n\n${cvSection(results)}`;
  text += `## 8. Islands (issue 34)\n\n${islandsSection(results)}`;
  text += `## 9. What one client gets from the public doors (issue 35)\n\n${abuseSection(results)}`;
  text += `## 10. The newsletter at size (issue 36)\n\n${newsletterSection(results)}`;
  text += `## 11. The visitor's second pass: a case study's page and a tag page (issue 38)\n\n${visitorSection(results)}`;
  text += `## 12. The lean API: today's API beside the starting commit's (issue 40)\n\n${leanApiSection(results)}`;
  if (notMet.length) {
    text += `## Why the goals not met are not met\n\nWhat the measures themselves report (Lighthouse's failing audits and largest opportunities of the median run; the largest JavaScript files).\n\n`;
    for (const v of notMet) text += `- ${v.label}\n${v.why.map((w) => `  - ${w}`).join('\n')}\n`;
  }
  return text;
}
