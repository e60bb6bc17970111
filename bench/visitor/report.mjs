// Section 11 of latest.md (issue 38): a case study's page and a tag page judged by the islands' goals
// (their verdicts, named for this part) and by section 3's cached/static goal. Reads results.visitor.
import { javascriptVerdicts, lighthouseVerdicts } from '../islands/report.mjs';
import { throughputVerdict } from '../throughput.mjs';

const PART = 'Issue 38';
const kb = (bytes) => (bytes / 1000).toFixed(1);
const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);

export function visitorVerdicts(results) {
  const visitor = results.visitor;
  if (!visitor) return [];
  const list = [
    ...javascriptVerdicts(visitor, PART),
    ...lighthouseVerdicts(visitor, PART),
    ...(visitor.throughput ?? []).map((t) => throughputVerdict(t, `${PART}: the HTML of \`${t.path}\` through the micro-cache`)),
  ];
  for (const [step, message] of Object.entries(visitor.errors ?? {})) list.push({ label: `${PART}: ${step} failed`, ok: false, why: [message.split('\n')[0]] });
  return list;
}

/** One row per route: its JavaScript, its Lighthouse median, its cached/static comparison (– where not measured). */
function row(visitor, { name, path }) {
  const javascript = visitor.javascript?.find((route) => route.name === name);
  const median = visitor.lighthouse?.routes.find((route) => route.name === name)?.current;
  const compared = visitor.throughput?.find((t) => t.path === path);
  const cells = [
    javascript ? `${kb(javascript.onLoad.wireBytes)} in ${javascript.onLoad.files} files${javascript.failures.length ? ' (**invalid**)' : ''}` : '–',
    javascript ? kb(javascript.afterScroll.wireBytes) : '–',
    median ? `${median.median.scores.performance} (${median.runs.map((run) => run.scores.performance).join(' / ')})` : '–',
    median ? `${ms(median.median.metrics.tbt)} / ${median.median.metrics.cls?.toFixed(3)} / ${ms(median.median.metrics.lcp)}` : '–',
    median ? ['accessibility', 'best-practices', 'seo'].map((id) => median.median.scores[id]).join(' / ') : '–',
    compared ? `${compared.ratio?.toFixed(2)}× (${Math.round(compared.cached.requestsPerSecond)} / ${Math.round(compared.static.requestsPerSecond)} req/s, ${compared.htmlBytes} bytes)` : '–',
  ];
  return `| \`${path}\` | ${cells.join(' | ')} |\n`;
}

export function visitorSection(results) {
  const visitor = results.visitor;
  if (!visitor) return `Not measured: ${(results.errors?.visitor ?? 'not in this run (`npm run bench -- visitor`)').split('\n')[0]}\n\n`;
  const { goals, load } = visitor;
  let text = `Measured ${visitor.date} on \`${visitor.commit?.hash ?? '?'}\`${visitor.commit?.dirty ? ' (with uncommitted changes)' : ''}, through the stack's nginx: the first case study's page (GET /api/case-studies) and the tag page of the first published post's first tag.${visitor.warning ? ` **${visitor.warning}**` : ''}\n\n`;
  text += `| Route | JavaScript on load (KB, goal ≤ ${goals.readingKB}) | After scrolling (KB, ≤ ${goals.openedKB}) | Lighthouse performance (goal ${goals.performance}; runs) | TBT (≤ ${goals.tbtMs} ms) / CLS (0) / LCP | Accessibility / Best practices / SEO (100) | HTML cached ÷ static (≥ 0.8×; requests/s) |\n|---|---|---|---|---|---|---|\n`;
  for (const route of visitor.routes) text += row(visitor, route);
  text += `\nJavaScript as in section 8 (gzip on the wire, a fresh browser context, Lighthouse's mobile screen, network idle; then scrolled to the bottom), each route read as a post is. Lighthouse's default mobile run, ${visitor.lighthouse?.runs ?? '?'} runs per route, the median by performance, on today's site only (these routes did not exist at the islands' starting commit). The HTML as in section 3: the stack's nginx with its micro-cache warm beside a static nginx serving the same bytes${load ? `, ${load.connections} connections, ${load.duration} s each after ${load.warmup} s of warm-up, in ${load.rounds} alternating turns` : ''}.\n\n`;
  text += `${visitorVerdicts(results).map((v) => `- ${v.ok ? 'met' : '**not met**'}: ${v.label}`).join('\n')}\n\n`;
  return text;
}
