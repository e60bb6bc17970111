// The rendering server of the commit issue 23 (render once) started from, built from git in a
// temporary folder and run beside this one against the same API, so that its render figures and a
// post's HTML are measured in the same run as today's: a ratio on one machine at one moment, not
// two runs on days of different load.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, waitForHealth } from '../e2e/support/stack.mjs';
import { freePort } from '../nginx/nginx-runner.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The last commit before issue 23's work (render passes, the post body three times). */
export const RENDER_BASELINE_COMMIT = process.env.BENCH_BASELINE_COMMIT ?? '28b386b';

/**
 * The workspace's installed packages for the commit's sources: every package linked to this
 * checkout's, but the workspaces' own links (relative, as npm writes them), which then point at the
 * commit's copies.
 */
function linkPackages(folder) {
  const modules = join(folder, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@folio' || entry === '.bin') continue;
    symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  cpSync(join(root, 'node_modules/@folio'), join(modules, '@folio'), { recursive: true, verbatimSymlinks: true });
  symlinkSync(join(root, 'node_modules/.bin'), join(modules, '.bin'));
  for (const workspace of ['public-site', 'admin-console', 'shared-ui', 'contracts', 'api']) {
    const own = join(root, workspace, 'node_modules');
    try {
      symlinkSync(own, join(folder, workspace, 'node_modules'));
    } catch {
      // the workspace has no packages of its own (or the commit lacks it)
    }
  }
}

/**
 * Builds the commit's TypeScript projects and public site (client and rendering server), or with
 * `publicSite: false` its API alone (and the contracts it needs).
 */
export function buildBaseline(commit = RENDER_BASELINE_COMMIT, { log = console.log, publicSite = true } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'folio-bench-baseline-'));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: root, maxBuffer: 512 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
    linkPackages(folder);
    const env = { ...process.env, NODE_ENV: 'production' };
    for (const [command, args, cwd] of [
      [process.execPath, [join(folder, 'node_modules/typescript/bin/tsc'), '-b', publicSite ? 'tsconfig.json' : 'api'], folder],
      ...(publicSite ? [['npm', ['run', 'build', '--workspace=public-site'], folder]] : []),
    ]) {
      const result = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`${commit}: ${[command, ...args].join(' ')} failed:\n${result.stdout}\n${result.stderr}`.slice(0, 4000));
    }
    log(`    built ${commit}${publicSite ? "'s public site" : "'s TypeScript projects"} in ${folder}`);
    return { commit, folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/** The baseline's rendering server against `apiUrl`, as the stack starts today's. */
export async function startBaselineRenderer(baseline, apiUrl) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // startServer takes a path from this checkout's root; the server finds its client build beside itself.
  const script = relative(root, join(baseline.folder, 'public-site/dist-server/main.js'));
  const renderer = startServer(`rendering server of ${baseline.commit}`, script, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    API_URL: apiUrl,
  });
  await waitForHealth(renderer, `${url}/healthz`);
  return { url, stop: () => renderer.stop() };
}
