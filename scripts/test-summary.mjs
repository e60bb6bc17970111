// Prints jest's totals as one plain 'N passed, N failed' line for CI logs.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.jest-results.json';
const results = JSON.parse(readFileSync(file, 'utf8'));
console.log(`${process.argv[3] ?? 'unit'}: ${results.numPassedTests} passed, ${results.numFailedTests} failed`);
process.exit(results.success && results.numTotalTests > 0 ? 0 : 1);
