// Section 10 of latest.md: issue 36's newsletter send at size and its crash halfway.

/** The public pages may slow by at most this much while a send runs (the goal). */
export const LATENCY_GOAL = 1.2;

export function newsletterVerdicts(results) {
  const newsletter = results.newsletter;
  if (!newsletter?.whole) return [];
  const { whole, latency, crash, subscribers } = newsletter;
  const verdicts = [
    {
      label: `A send to ${subscribers.toLocaleString('en-US')} confirmed subscribers reaches all of them once: ${whole.received} received, ${whole.duplicates} twice, in ${whole.secondsToLast} s`,
      ok: whole.received === subscribers && whole.duplicates === 0 && whole.secondsToLast !== null,
      why: [`API ${whole.api.cpuPercentOfOneCore}% of one core, memory ${whole.api.rssStartMB} → peak ${whole.api.rssPeakMB} MB`],
    },
  ];
  for (const [path, figures] of Object.entries(latency)) {
    verdicts.push({
      label: `${path} while the send runs: p50 ×${figures.p50Ratio}, p99 ×${figures.p99Ratio} of the same load before it (goal at most ×${LATENCY_GOAL} at p50)`,
      ok: figures.p50Ratio <= LATENCY_GOAL && figures.duringSend.non2xx === 0,
      why: [`before: ${figures.quiet.requestsPerSecond} req/s, p50 ${figures.quiet.p50} ms, p99 ${figures.quiet.p99} ms; during: ${figures.duringSend.requestsPerSecond} req/s, p50 ${figures.duringSend.p50} ms, p99 ${figures.duringSend.p99} ms`],
    });
  }
  if (crash) {
    verdicts.push({
      label: `The API killed halfway (SIGKILL at ${crash.receivedAtKill} received) and started again: ${crash.exactlyOnce} recipients got exactly one email, ${crash.twice} two, ${crash.never} none`,
      ok: crash.never === 0 && crash.twice === 0,
      why: [`done ${crash.secondsToDoneAfterRestart} s after the restart; counts ${JSON.stringify(crash.final?.counts ?? null)}`],
    });
  }
  return verdicts;
}

export function newsletterSection(results) {
  const newsletter = results.newsletter;
  if (!newsletter) return 'Not measured in this run (`npm run bench -- newsletter`).\n\n';
  let text = `Measured ${newsletter.date} on \`${newsletter.commit?.hash ?? '?'}\`: the stack behind nginx (micro-cache off, so every page is rendered), a lean SMTP sink on loopback in a process of its own (\`bench/newsletter/counting-sink.mjs\`), \`NEWSLETTER_RATE_PER_MINUTE=0\` (no throttle), ${newsletter.subscribers?.toLocaleString('en-US')} confirmed subscribers of Enterprise Tech written into the database.\n\n`;
  for (const [key, error] of Object.entries(newsletter.errors ?? {})) text += `> **${key} failed:** ${String(error).split('\n')[0]}\n\n`;
  if (!newsletter.whole) return text;
  const { whole, latency, crash } = newsletter;
  text += `| Measure | Figure |\n|---|---|\n`;
  text += `| The send made (recipients queued in one request) | ${whole.createMs} ms |\n`;
  text += `| Time to the last message | **${whole.secondsToLast} s** (${whole.messagesPerSecond} messages a second), ${whole.received} received, ${whole.duplicates} twice |\n`;
  text += `| The API meanwhile | ${whole.api.cpuPercentOfOneCore}% of one core (${whole.api.cpuSeconds} CPU s over ${whole.api.seconds.toFixed(1)} s), memory ${whole.api.rssStartMB} MB → peak ${whole.api.rssPeakMB} MB |\n`;
  for (const [path, figures] of Object.entries(latency)) {
    text += `| \`${path}\`, 4 connections, before → during the send | ${figures.quiet.requestsPerSecond} → ${figures.duringSend.requestsPerSecond} req/s; p50 ${figures.quiet.p50} → ${figures.duringSend.p50} ms (**×${figures.p50Ratio}**); p99 ${figures.quiet.p99} → ${figures.duringSend.p99} ms (×${figures.p99Ratio}) |\n`;
  }
  if (crash) {
    text += `| Killed halfway (SIGKILL with ${crash.receivedAtKill} of ${newsletter.subscribers} received), started again | done ${crash.secondsToDoneAfterRestart} s after the restart (rows the dead process held wait for their lease to run out); **${crash.exactlyOnce} exactly once, ${crash.twice} twice, ${crash.never} never** |\n`;
  }
  return `${text}\n`;
}
