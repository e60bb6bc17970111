// The public site's JavaScript, chunk by chunk: a production `vite build` of public-site into a
// temporary folder (the served dist/ is left alone), rolldown's module list of every chunk read in
// generateBundle, and each file's gzip size (level 9, as scripts/precompress.mjs writes the copies
// nginx serves). `node bench/bundle-composition.mjs [--out file.md] [--json file.json]` prints or
// writes the markdown; bench/run.mjs puts the same table in the report.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const siteRoot = join(root, 'public-site');
const WORKSPACES = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;

/** Where a module comes from: its package, its workspace folder, or a bundler's or plugin's virtual module. */
export function moduleGroup(id) {
  const path = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage >= 0) {
    const [scope, name] = path.slice(inPackage + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (/federation/i.test(path)) return 'federation plugin (virtual)';
  // public-site/src/features/blog/x.tsx → public-site/features/blog; shared-ui/src/primitives/x.tsx → shared-ui/primitives
  // (found by name: a workspace package may be reached through its node_modules link, from another copy of the tree)
  const parts = path.split('/');
  const at = parts.findIndex((part) => WORKSPACES.includes(part));
  if (at < 0) return `virtual: ${path.slice(0, 40)}`;
  const [workspace, ...rest] = parts.slice(at);
  const folders = (['src', 'dist'].includes(rest[0]) ? rest.slice(1) : rest).slice(0, -1);
  const depth = ['features', 'components'].includes(folders[0]) ? 2 : 1;
  return [workspace, ...folders.slice(0, depth)].join('/');
}

/**
 * A module group's code without whitespace and with short local names, gzipped on its own: its weight
 * beside the chunk's other groups. Not compressed: the compressor drops whatever the group declares
 * and does not use itself, which is everything another module imports.
 */
function minifiedGzipBytes(minifySync, code) {
  if (!code) return 0;
  const minified = minifySync('group.js', code, { module: false, compress: false, mangle: true });
  return gzipSync(minified.errors.length ? code : minified.code, { level: 9 }).length;
}

/** Records every chunk's imports and modules as rolldown hands them over (after the other plugins). */
function chunkRecorder(chunks, minifySync) {
  return {
    name: 'folio-bench:chunk-recorder',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const groups = new Map();
        for (const [id, info] of Object.entries(chunk.modules)) {
          const group = groups.get(moduleGroup(id)) ?? { renderedBytes: 0, code: [] };
          group.renderedBytes += info.renderedLength;
          if (info.code) group.code.push(info.code);
          groups.set(moduleGroup(id), group);
        }
        chunks.set(chunk.fileName, {
          file: chunk.fileName,
          kind: chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'dynamic' : 'shared',
          facade: chunk.facadeModuleId && !chunk.facadeModuleId.startsWith('\0') ? relative(siteRoot, chunk.facadeModuleId) : null,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          groups: [...groups].map(([group, { renderedBytes, code }]) => ({ group, renderedBytes, aloneGzipBytes: minifiedGzipBytes(minifySync, code.join('\n')) })),
        });
      }
    },
  };
}

/** Shares the chunk's gzip size out among its groups in proportion to their sizes alone, largest first. */
function apportioned(groups, gzipBytes) {
  const alone = groups.reduce((sum, group) => sum + group.aloneGzipBytes, 0) || 1;
  return groups
    .map(({ group, renderedBytes, aloneGzipBytes }) => ({ group, renderedBytes, gzipBytes: Math.round((gzipBytes * aloneGzipBytes) / alone) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Every file `file` needs before it runs: itself and its static imports, transitively. */
function staticClosure(chunks, file, into = new Set()) {
  if (into.has(file) || !chunks.has(file)) return into;
  into.add(file);
  for (const imported of chunks.get(file).imports) staticClosure(chunks, imported, into);
  return into;
}

/**
 * The islands' build (issue 34: no app entry in index.html): one row for the site's plain script (every
 * page), one for the islands' entry, and one per island, each with every file a page that has it
 * loads before it runs (`loaded`: the site script's, the islands entry's and the island's static
 * imports) and what it loads later by itself or on demand.
 */
function islandsRows(chunks) {
  const entries = [...chunks.values()].filter((chunk) => chunk.kind === 'entry');
  const site = entries.find((chunk) => chunk.facade?.includes('site/'));
  const islands = entries.find((chunk) => chunk.facade?.includes('islands/'));
  const sum = (set) => [...set].reduce((total, loaded) => total + chunks.get(loaded).gzipBytes, 0);
  const row = (file, base) => {
    const files = staticClosure(chunks, file, new Set(base));
    const onDemand = new Set([...files].flatMap((loaded) => chunks.get(loaded).dynamicImports).filter((lazy) => !files.has(lazy) && !(islands?.dynamicImports ?? []).includes(lazy)));
    return {
      module: chunks.get(file).facade,
      files: files.size,
      gzipBytes: sum(files),
      loaded: [...files],
      onDemand: [...onDemand].map((lazy) => ({ file: lazy, gzipBytes: sum(staticClosure(chunks, lazy, new Set(files))) - sum(files) })),
    };
  };
  const siteFiles = site ? staticClosure(chunks, site.file) : new Set();
  const rows = site ? [row(site.file, [])] : [];
  if (islands) {
    const withIslands = staticClosure(chunks, islands.file, new Set(siteFiles));
    rows.push(row(islands.file, siteFiles));
    for (const file of islands.dynamicImports) rows.push(row(file, withIslands));
  }
  return rows;
}

/**
 * Builds the public site's client into a temporary folder and returns its chunks ({ file, kind,
 * bytes, gzipBytes, groups: [{ group, renderedBytes, gzipBytes }] }) and, for each route module the
 * app's entry imports dynamically, the files the page loads before hydrating and what its code
 * loads later by itself or on demand. NODE_ENV must be unset or 'production' (React's production build).
 */
export async function bundleComposition({ log = () => undefined } = {}) {
  const { build } = await import('vite');
  const { minifySync } = await import('rolldown/utils');
  const outDir = mkdtempSync(join(tmpdir(), 'folio-bundle-composition-'));
  const recorded = new Map();
  try {
    log(`  vite build of public-site into ${outDir}`);
    await build({
      root: siteRoot,
      configFile: join(siteRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [chunkRecorder(recorded, minifySync)],
    });
    const chunks = new Map(
      [...recorded.values()].map((chunk) => {
        const code = readFileSync(join(outDir, chunk.file));
        const gzipBytes = gzipSync(code, { level: 9 }).length;
        return [chunk.file, { ...chunk, bytes: code.length, gzipBytes, groups: apportioned(chunk.groups, gzipBytes) }];
      }),
    );
    const entry = [...chunks.values()].find((chunk) => chunk.kind === 'entry' && chunk.facade === 'index.html');
    if (!entry) return { chunks: [...chunks.values()].sort((a, b) => b.gzipBytes - a.gzipBytes), routes: islandsRows(chunks) };
    const appFiles = staticClosure(chunks, entry.file);
    const routes = entry.dynamicImports.map((file) => {
      const files = staticClosure(chunks, file, new Set(appFiles));
      // What the route's own code loads later (a slider once the page has loaded, a dialog on demand; not
      // the other routes): listed, not summed.
      const onDemand = new Set([...files].flatMap((loaded) => chunks.get(loaded).dynamicImports).filter((lazy) => !files.has(lazy) && !entry.dynamicImports.includes(lazy)));
      const sum = (set) => [...set].reduce((total, loaded) => total + chunks.get(loaded).gzipBytes, 0);
      return { module: chunks.get(file).facade, files: files.size, gzipBytes: sum(files), onDemand: [...onDemand].map((lazy) => ({ file: lazy, gzipBytes: sum(staticClosure(chunks, lazy, new Set(files))) - sum(files) })) };
    });
    return { chunks: [...chunks.values()].sort((a, b) => b.gzipBytes - a.gzipBytes), routes };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const shortName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');

/** The composition as markdown: the route sums, then each chunk of 1 KB gzip or more with its largest module groups. */
export function compositionMarkdown({ chunks, routes }, { top = 5, minGzipBytes = 1000 } = {}) {
  const islands = routes.some((route) => route.loaded);
  let text = `| ${islands ? "Entry or island (the site script, the islands' entry, each island)" : 'Route module'} | Files | Before hydrating (gzip KB) | Loaded later by itself or on demand (gzip KB) |\n|---|---|---|---|\n`;
  for (const route of routes) {
    const lazy = route.onDemand.map((item) => `${shortName(item.file)} ${kb(item.gzipBytes)}`).join(', ') || '–';
    text += `| \`${route.module}\` | ${route.files} | ${kb(route.gzipBytes)} | ${lazy} |\n`;
  }
  text += islands
    ? '\nEach row with every file a page that has it loads first (the site script on every page; with an island, the islands\' entry and the island), static imports included, gzip bodies only (level 9, as served): the wire adds about 0.65 KB of headers per file, and theme-init.js (public/) about 0.6 KB.\n\n'
    : '\nThe entry chunk and the route module with their static imports, gzip bodies only (level 9, as served): the wire adds about 0.65 KB of headers per file, and boot.js and theme-init.js (public/) 2.3 KB.\n\n';
  text += '| Chunk | Kind | gzip KB | Largest parts (≈ gzip KB) |\n|---|---|---|---|\n';
  const small = chunks.filter((chunk) => chunk.gzipBytes < minGzipBytes);
  for (const chunk of chunks.filter((item) => item.gzipBytes >= minGzipBytes)) {
    const parts = chunk.groups.slice(0, top).map((group) => `${group.group} ${kb(group.gzipBytes)}`);
    if (chunk.groups.length > top) parts.push(`${chunk.groups.length - top} more`);
    text += `| \`${shortName(chunk.file)}\` | ${chunk.kind} | ${kb(chunk.gzipBytes)} | ${parts.join('; ') || '–'} |\n`;
  }
  if (small.length) text += `\nUnder ${kb(minGzipBytes)} KB gzip: ${small.length} more chunks, ${kb(small.reduce((sum, chunk) => sum + chunk.gzipBytes, 0))} KB together.\n`;
  return text;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const option = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  process.env.NODE_ENV = 'production';
  const composition = await bundleComposition({ log: console.error });
  const text = compositionMarkdown(composition);
  if (option('--json')) writeFileSync(option('--json'), `${JSON.stringify(composition, null, 2)}\n`);
  if (option('--out')) writeFileSync(option('--out'), text);
  else console.log(text);
}
