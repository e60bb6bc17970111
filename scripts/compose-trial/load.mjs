// The compose trial's bounded load (scripts/compose-trial.sh): CONC workers GET the given paths in
// turn against a loopback origin for SECS seconds (at most 60) and at most MAX requests, then print
// a JSON summary: counts by status, the failures (a 5xx or no answer at all), latency and a timeline
// by second. `{n}` in a path becomes a number unique to the request (a cache miss). Loopback only.
// Usage: node load.mjs <origin> <secs> <conc> <max> <path>...
import { newTally, runVisitors, summary } from './visitors.mjs';

const [origin, secs = '20', conc = '8', max = '20000', ...paths] = process.argv.slice(2);
const end = Date.now() + Math.min(Number(secs), 60) * 1000;
const limit = Math.min(Number(max), 50_000);
const tally = newTally();
await runVisitors({ origin, paths, conc: Number(conc), going: () => Date.now() < end && tally.total < limit, tally });
console.log(JSON.stringify(summary(tally)));
