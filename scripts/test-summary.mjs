// Prints jest's totals as one plain 'N passed, N failed' line for CI logs, each failed test by its file
// and name ('  failed: '), then the slowest test files (where CI's time goes: the 30-minute goal is met
// by knowing them).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const file = process.argv[2] ?? '.jest-results.json';
const label = process.argv[3] ?? 'unit';
const SLOWEST = 8;
const results = JSON.parse(readFileSync(file, 'utf8'));
console.log(`${label}: ${results.numPassedTests} passed, ${results.numFailedTests} failed`);
for (const each of results.testResults) {
  const name = relative(process.cwd(), each.name);
  const failed = each.assertionResults.filter((test) => test.status === 'failed');
  for (const test of failed) console.log(`  failed: ${name} › ${test.fullName}`);
  // A file that failed outside any test (it did not load, or a hook threw).
  if (failed.length === 0 && each.status === 'failed') console.log(`  failed: ${name} (${(each.message ?? '').split('\n').find((line) => line.trim()) ?? 'the file itself'})`);
}
const slowest = results.testResults
  .map((each) => ({ name: relative(process.cwd(), each.name), seconds: (each.endTime - each.startTime) / 1000 }))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, SLOWEST);
for (const { name, seconds } of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
process.exit(results.success && results.numTotalTests > 0 ? 0 : 1);
