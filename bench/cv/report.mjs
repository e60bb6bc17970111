// The CV part of bench/results/latest.md (issue 26): its goals as verdicts, and its section. Reads results.cv.
import { CV_GOALS } from './cv-bench.mjs';

const CATEGORIES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' };
const met = (ok) => (ok ? 'met' : '**not met**');
const ms = (value) => (value == null ? '–' : value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`);
/** The public routes' JavaScript budget (bench/report.mjs judges the other routes by it). */
export const JAVASCRIPT_BUDGET_KB = 120;

export function cvVerdicts(results) {
  const cv = results.cv;
  if (!cv) return [];
  const list = [];
  const scores = cv.lighthouse.median.scores;
  const low = Object.keys(CATEGORIES).filter((id) => scores[id] < CV_GOALS.lighthouse);
  list.push({
    label: `Lighthouse mobile on \`${cv.lighthouse.path}\`: ${Object.keys(CATEGORIES).map((id) => scores[id]).join(' / ')} (goal ${CV_GOALS.lighthouse} in every category)`,
    ok: low.length === 0,
    why: low.map((id) => `${CATEGORIES[id]}: ${scores[id]}`),
  });
  const kb = cv.javascript.onLoad.wireBytes / 1000;
  const others = (results.javascript ?? []).map((route) => route.onLoad.wireBytes / 1000);
  const heaviest = others.length ? Math.max(...others) : null;
  list.push({
    label: `JavaScript on \`${cv.javascript.path}\`: ${kb.toFixed(1)} KB on load (the public routes' budget ≤ ${JAVASCRIPT_BUDGET_KB} KB${heaviest == null ? '' : `; the heaviest other public route ${heaviest.toFixed(1)} KB`})`,
    ok: kb <= JAVASCRIPT_BUDGET_KB,
    why: [`${cv.javascript.onLoad.files} files on load`],
  });
  return list;
}

export function cvSection(results) {
  const cv = results.cv;
  if (!cv) return `Not measured: ${(results.errors?.cv ?? 'skipped').split('\n')[0]}\n\n`;
  const { pdf } = cv;
  let text = `Measured ${cv.date} on \`${cv.commit?.hash ?? '?'}\`.\n\n`;
  text += `**PDF generation** (\`${pdf.url}\`, ${pdf.pdfBytes.toLocaleString('en')} bytes), asked of the rendering server itself (past nginx's micro-cache). "Drawn": each request follows a saved change of the enterprise CV's summary, so the document has a new version and the PDF is generated; "stored copy": the same version again, read from the on-disk cache (the document is still asked of the API, to know its version).\n\n`;
  text += '| | Requests | p50 | p99 | max |\n|---|---|---|---|---|\n';
  text += `| Drawn | ${pdf.uncached.count} | ${ms(pdf.uncached.p50Ms)} | ${ms(pdf.uncached.p99Ms)} | ${ms(pdf.uncached.maxMs)} |\n`;
  text += `| Stored copy | ${pdf.cached.count} | ${ms(pdf.cached.p50Ms)} | ${ms(pdf.cached.p99Ms)} | ${ms(pdf.cached.maxMs)} |\n\n`;
  const m = cv.lighthouse.median;
  text += `**Lighthouse mobile** on \`${cv.lighthouse.path}\` (median of ${cv.lighthouse.runs.length} by performance): ${Object.entries(CATEGORIES).map(([id, name]) => `${name} ${m.scores[id]} ${met(m.scores[id] >= CV_GOALS.lighthouse)}`).join(', ')}; CLS ${m.metrics.cls?.toFixed(3)}, LCP ${Math.round(m.metrics.lcp)} ms, TBT ${Math.round(m.metrics.tbt)} ms. Performance of each run: ${cv.lighthouse.runs.map((run) => run.scores.performance).join(' / ')}.\n\n`;
  const reference = cv.reference;
  if (reference) {
    const r = reference.lighthouse.median;
    text += `For reference, in the same run, \`${reference.lighthouse.path}\`: ${Object.entries(CATEGORIES).map(([id, name]) => `${name} ${r.scores[id]}`).join(', ')}; TBT ${Math.round(r.metrics.tbt)} ms (runs: ${reference.lighthouse.runs.map((run) => run.scores.performance).join(' / ')}).\n\n`;
  }
  text += `**JavaScript** on \`${cv.javascript.path}\`: ${(cv.javascript.onLoad.wireBytes / 1000).toFixed(1)} KB on load in ${cv.javascript.onLoad.files} files (wire, gzip; the same measure as section 2)${reference ? `; \`${reference.javascript.path}\` ${(reference.javascript.onLoad.wireBytes / 1000).toFixed(1)} KB in the same run` : ''}.\n\n`;
  return text;
}
