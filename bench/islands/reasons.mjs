// Why a public page loads a script: from its file name (the build's chunk names, public-site/vite.config.ts)
// and, for a shared module, from the build's manifest (public-site/dist/.vite/manifest.json): which
// chunks import it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const REASONS = [
  [/^theme-init\.js$/, 'sets the theme before the first paint (plain script, render-blocking)'],
  [/^site-/, "the site's plain script: header, theme toggle, menu, persona switcher, route indicator, counting (no React)"],
  [/^islands-/, 'the islands\u2019 entry: React, React DOM and styled-components, once for all islands; finds each island and hydrates it when its rule says'],
  [/^hero-slides-/, 'the hero carousel island'],
  [/^slider-/, 'react-slick: the carousels\u2019 slider (the hero\u2019s and the case studies\u2019)'],
  [/^case-studies-/, 'the case studies island (the carousel of cards)'],
  [/^case-study-dialog-/, 'the case study dialog, loaded on opening one'],
  [/^skills-filter-/, 'the skills filter island'],
  [/^contact-form-island-/, 'the contact form island (RTK Query, final-form, superstruct)'],
  [/^(remoteEntry|__federation_|_virtual___federation)/, "the console's federation remote (not meant for a public page)"],
];

/** The manifest's chunks by file name (`assets/x.js` → its entry), or an empty map when there is no build. */
export function readManifest(root) {
  const file = join(root, 'public-site/dist/.vite/manifest.json');
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const byKey = new Map(Object.entries(manifest));
  const byFile = new Map();
  for (const [key, entry] of byKey) {
    const importers = [...byKey]
      .filter(([, other]) => other.imports?.includes(key) || other.dynamicImports?.includes(key))
      .map(([, other]) => other.name ?? other.file);
    byFile.set(entry.file.replace(/^.*\//, ''), { ...entry, importers: [...new Set(importers)] });
  }
  return byFile;
}

/** `url`: a script's address on the page; `manifest`: readManifest's map. */
export function reasonFor(url, manifest) {
  const name = url.replace(/[?#].*$/, '').replace(/^.*\//, '');
  const named = REASONS.find(([pattern]) => pattern.test(name));
  if (named) return named[1];
  const entry = manifest.get(name);
  if (entry?.importers.length) return `shared module \`${entry.name ?? name}\`, imported by ${entry.importers.join(', ')}`;
  if (entry) return `module \`${entry.name ?? name}\``;
  return 'not in the build\u2019s manifest';
}
