// Section 12 of latest.md (issue 40, the lean API): today's API beside the starting commit's on each
// engine. Reads results.leanApi.
const PART = 'Issue 40';
const POST_LIST_RATIO_GOAL = 3;
const MEMORY_GOAL_MB = 250;
const ENGINE_NAMES = { sqlite: 'SQLite', mariadb: 'MariaDB' };

export function leanApiVerdicts(results) {
  const lean = results.leanApi;
  if (!lean) return [];
  const base = lean.settings.baselineCommit;
  const list = [];
  for (const [engine, figures] of Object.entries(lean.engines)) {
    const postList = figures.calls.find((call) => call.postList);
    const ratio = postList.figures.today.requestsPerSecond / postList.figures[base].requestsPerSecond;
    list.push({ label: `${PART}: ${ENGINE_NAMES[engine]}, the post list at ≥ ${POST_LIST_RATIO_GOAL}× ${base}'s requests/s (${ratio.toFixed(1)}×)`, ok: ratio >= POST_LIST_RATIO_GOAL });
    const rss = figures.memoryAfterLoad.today.rssMB;
    list.push({ label: `${PART}: ${ENGINE_NAMES[engine]}, resident memory after the load < ${MEMORY_GOAL_MB} MB (${rss} MB)`, ok: rss < MEMORY_GOAL_MB });
    const failed = figures.calls.filter((call) => call.figures.today.non2xx + call.figures.today.errors > 0);
    list.push({ label: `${PART}: ${ENGINE_NAMES[engine]}, no error under load${failed.length ? ` (${failed.map((call) => call.name).join(', ')})` : ''}`, ok: failed.length === 0 });
  }
  for (const [engine, message] of Object.entries(lean.errors ?? {})) list.push({ label: `${PART}: ${engine} failed`, ok: false, why: [message.split('\n')[0]] });
  return list;
}

const per = (value, digits = 0) => value.toFixed(digits);

function engineTable(figures, base) {
  let text = `| Call | Today: requests/s (turns) | ${base}: requests/s (turns) | Ratio | CPU per request today / ${base} | p50 today / ${base} | p99 today / ${base} | Bytes per answer today / ${base} | non-2xx / errors today, ${base} |\n|---|---|---|---|---|---|---|---|---|\n`;
  for (const call of figures.calls) {
    const today = call.figures.today;
    const before = call.figures[base];
    text += `| ${call.name} (\`${call.path}\`) | ${per(today.requestsPerSecond)} (${today.turns.join(', ')}) | ${per(before.requestsPerSecond)} (${before.turns.join(', ')}) | **${per(today.requestsPerSecond / before.requestsPerSecond, 2)}×** | ${per(today.cpuMsPerRequest, 2)} / ${per(before.cpuMsPerRequest, 2)} ms | ${per(today.p50Ms, 1)} / ${per(before.p50Ms, 1)} ms | ${per(today.p99Ms)} / ${per(before.p99Ms)} ms | ${today.bytesPerAnswer} / ${before.bytesPerAnswer} | ${today.non2xx} / ${today.errors}, ${before.non2xx} / ${before.errors} |\n`;
  }
  const memory = (when, name) => `${figures[when][name].rssMB} MB`;
  text += `\nResident memory (VmRSS) at start → after the load, and its peak (VmHWM): today ${memory('memoryAtStart', 'today')} → **${memory('memoryAfterLoad', 'today')}**, peak ${figures.memoryAfterLoad.today.peakMB} MB; ${base} ${memory('memoryAtStart', base)} → ${memory('memoryAfterLoad', base)}, peak ${figures.memoryAfterLoad[base].peakMB} MB. Seeding and copying took ${per(figures.seedSeconds)} s.\n\n`;
  return text;
}

export function leanApiSection(results) {
  const lean = results.leanApi;
  if (!lean) return `Not measured: ${(results.errors?.leanApi ?? 'not in this run (`npm run bench -- api`)').split('\n')[0]}\n\n`;
  const { settings } = lean;
  const base = settings.baselineCommit;
  let text = `Measured ${lean.date} on \`${lean.commit?.hash ?? '?'}\`${lean.commit?.dirty ? ' (with uncommitted changes)' : ''}.${lean.warning ? ` **${lean.warning}**` : ''} The built API of today beside \`${base}\`'s (built from git: bench/baseline.mjs), each on its own copy of one database: seeded through \`${base}\`'s admin calls with ${settings.each.toLocaleString('en')} of every entity and ${settings.posts.toLocaleString('en')} posts, then copied (the SQLite file; MariaDB through mariadb-dump), today's copy migrated forward by today's API. Both as production starts them (\`NODE_ENV=production\`; today's with scripts/api-node-flags.mjs), freshly started after the seeding. Straight to each API's port (no nginx), ${settings.connections} connections, ${settings.rounds} alternating turns of ${settings.seconds} s each after ${settings.warmup} s of warm-up; CPU per request is the API process's user + system time over the turns (/proc) divided by the requests answered. The load generator shares the 2 cores.\n\n`;
  for (const [engine, figures] of Object.entries(lean.engines)) text += `### ${ENGINE_NAMES[engine]}\n\n${engineTable(figures, base)}`;
  text += `${leanApiVerdicts(results).map((v) => `- ${v.ok ? 'met' : '**not met**'}: ${v.label}`).join('\n')}\n\n`;
  return text;
}
