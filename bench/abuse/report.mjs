// Section 9 of latest.md: issue 35's measures beside the figures of the report before them.

const ratioText = (run) => (run?.ratio ? `${(run.ratio * 100).toFixed(0)}% of the static nginx (${Math.round(run.events.requestsPerSecond)} vs ${Math.round(run.static.requestsPerSecond)} req/s)` : 'not measured');

/** Within noise: ingestion from many clients at least 90% of the baseline API's in the same run (its alternating turns move by about that much here). */
export const INGESTION_NOISE = 0.9;
const perSecond = (run) => `${Math.round(run.requestsPerSecond)} req/s (p50 ${run.latencyMs.p50} ms, turns ${run.roundsRequestsPerSecond.join(', ')})`;

export function abuseVerdicts(results) {
  const abuse = results.abuse;
  if (!abuse) return [];
  const verdicts = [];
  const beside = abuse.besideBaseline;
  if (beside?.ratio) {
    verdicts.push({
      label: `Beacon ingestion from many clients unchanged within noise: ${Math.round(beside.ratio * 100)}% of ${beside.baselineCommit}'s API in the same run (goal at least ${INGESTION_NOISE * 100}%)`,
      ok: beside.ratio >= INGESTION_NOISE && beside.today.fivexx === 0,
      why: [`today ${perSecond(beside.today)}; ${beside.baselineCommit} ${perSecond(beside.baseline)}`],
    });
  }
  if (abuse.beaconFlood) {
    const flood = abuse.beaconFlood;
    verdicts.push({
      label: `One flooding client stores at most the per-client limit: ${flood.storedPerMinute} events a minute stored of ${flood.requestsPerMinute} sent, ${flood.newVisitors} new visitor(s) from ${flood.requests} user agents`,
      ok: flood.storedPerMinute !== null && flood.storedPerMinute <= abuse.limits.eventsPerMinute * 1.1 && flood.newVisitors <= 1 && flood.fivexx === 0,
      why: [`statuses ${JSON.stringify(flood.statusCodes)}`],
    });
  }
  if (abuse.contact) {
    const contact = abuse.contact;
    verdicts.push({
      label: `Distinct senders past the daily cap are kept, never refused: ${contact.settings.senders} senders, ${contact.refused} refused, inbox +${contact.inbox}, Spam +${contact.spam}`,
      ok: contact.refused === 0 && contact.inbox + contact.spam === contact.settings.senders,
      why: [`statuses ${JSON.stringify(contact.statusCodes)}`],
    });
  }
  return verdicts;
}

export function abuseSection(results) {
  const abuse = results.abuse;
  if (!abuse) return 'Not measured in this run (`npm run bench -- abuse`).\n\n';
  let text = `Measured ${abuse.date} on \`${abuse.commit?.hash ?? '?'}\`, on a stack with nginx's per-client limits on as in production (\`e2e/support/stack.mjs\` with \`rateLimit: true\`), the API's limits: ${abuse.limits.eventsPerMinute} events a minute per client, ${abuse.limits.eventsPerDay} stored a day, ${abuse.limits.contactPerDay} contact messages a day before Spam.\n\n`;
  for (const [key, error] of Object.entries(abuse.errors ?? {})) text += `> **${key} failed:** ${String(error).split('\n')[0]}\n\n`;
  text += `| Measure | This run | The last report |\n|---|---|---|\n`;
  if (abuse.besideBaseline) {
    const beside = abuse.besideBaseline;
    text += `| Beacon ingestion through nginx, ${beside.settings.connections} connections, a new client address per request, beside ${beside.baselineCommit}'s API behind the same nginx configuration (alternating turns) | ${perSecond(beside.today)}, **${Math.round(beside.ratio * 100)}% of ${beside.baselineCommit}'s**; statuses ${JSON.stringify(beside.today.statusCodes)} | ${beside.baselineCommit}: ${perSecond(beside.baseline)} |\n`;
  }
  if (abuse.ingestion) {
    text += `| Beacon ingestion through nginx, ${abuse.ingestion.settings.connections} connections, a new client address per request | ${ratioText(abuse.ingestion)}; p50 ${abuse.ingestion.events.latencyMs.p50} ms; ${abuse.ingestion.check.stored} of ${abuse.ingestion.check.answered202} answered events stored | ${ratioText(abuse.previousIngestion)} (\`${abuse.previousIngestion?.commit ?? '?'}\`, one client address: no per-client limit then) |\n`;
  }
  if (abuse.beaconFlood) {
    const flood = abuse.beaconFlood;
    text += `| One client flooding the beacon (one address, a new user agent per request, ${flood.settings.connections} connections, ${flood.settings.seconds} s) | ${flood.requestsPerMinute} requests a minute (statuses ${JSON.stringify(flood.statusCodes)}); **${flood.storedPerMinute} events a minute stored**, ${flood.newVisitors} new visitor(s) | the security review on \`3ea0798\`: every event stored (250 a second, 15,000 a minute), each user agent a new visitor |\n`;
  }
  if (abuse.contact) {
    const contact = abuse.contact;
    text += `| Contact form, ${contact.settings.senders} distinct senders (own address and form each), ${contact.settings.concurrency} at a time | ${contact.messagesPerSecond} messages a second; statuses ${JSON.stringify(contact.statusCodes)}; inbox +${contact.inbox}, Spam +${contact.spam} | not measured before; the review on \`3ea0798\`: past 200 a day every sender refused (429) until midnight |\n`;
  }
  return `${text}\n`;
}
