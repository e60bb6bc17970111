// Imported first by `npm start`, `npm run dev` and `npm test`: on a Node older than package.json's
// `engines` they stop at once with what to do, instead of failing later in a native module (the
// embedded database's better-sqlite3 13 crashes on Node 20).
import { readFileSync } from 'node:fs';

const readRoot = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

/** What is wrong with running on Node `version` when `engines` (">=22.12") is required, or null. */
export function nodeVersionProblem(version, engines, recommended) {
  const needed = /(\d+)\.(\d+)/.exec(engines);
  if (!needed) return null;
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  const [neededMajor, neededMinor] = [Number(needed[1]), Number(needed[2])];
  if (major > neededMajor || (major === neededMajor && minor >= neededMinor)) return null;
  return [
    `Folio needs Node.js ${neededMajor}.${neededMinor} or newer (${recommended} LTS recommended); this is v${version.replace(/^v/, '')}.`,
    'Get it with nvm (`nvm install` reads .nvmrc), from https://nodejs.org, or without either: `. scripts/use-node.sh`',
    `(it fetches Node ${recommended} from the npm registry into .node/ and puts it first on PATH for this shell), then run the command again.`,
  ].join('\n');
}

const problem = nodeVersionProblem(process.version, JSON.parse(readRoot('package.json')).engines.node, readRoot('.nvmrc').trim());
if (problem) {
  console.error(problem);
  process.exit(1);
}
