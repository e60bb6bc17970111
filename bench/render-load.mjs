// The rendering server on its own port (no nginx, so no micro-cache): every request is a render.
import { cannon, describeLoad } from './load.mjs';

export async function uncachedRenders(renderUrl, paths, { connections = 20, duration = 10, warmup = 2, log = console.log } = {}) {
  const results = [];
  for (const path of paths) {
    const url = `${renderUrl}${path}`;
    const first = await fetch(url, { headers: { accept: 'text/html' } }).catch((error) => {
      throw new Error(`${url} did not answer (${error.cause?.message ?? error.message}): is the rendering server still running?`);
    });
    await first.arrayBuffer();
    if (first.status !== 200) throw new Error(`${url} answered ${first.status} from the rendering server`);
    await cannon(url, { connections, duration: warmup });
    const run = await cannon(url, { connections, duration });
    log(`    ${path}: ${describeLoad(run)}`);
    results.push({ path, ...run });
  }
  return results;
}
