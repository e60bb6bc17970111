import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of Vite's build manifest the server reads. */
type Manifest = Record<string, { file: string; isEntry?: boolean }>;

/** The client build the server writes pages around (vite.config.ts, siteBuild). */
export interface ClientBuild {
  /** index.html: the page's frame, with the places for the head, the rendered markup and the scripts. */
  template: string;
  /** The site's plain script, on every page (src/site/main.ts). */
  siteScript: string;
  /** The islands' script, on a page with an island (src/islands/client.ts). */
  islandsScript: string;
}

const PLACEHOLDERS = ['<!--ssr-head-->', '<!--ssr-html-->', '<!--ssr-data-->'];
export const SITE_SOURCE = 'src/site/main.ts';
export const ISLANDS_SOURCE = 'src/islands/client.ts';

export function loadClientBuild(dist: string): ClientBuild {
  const templatePath = join(dist, 'index.html');
  if (!existsSync(templatePath)) throw new Error(`No client build at ${dist}: run npm run build --workspace=public-site`);
  const template = readFileSync(templatePath, 'utf8');
  const missing = PLACEHOLDERS.filter((placeholder) => !template.includes(placeholder));
  if (missing.length > 0) throw new Error(`${templatePath} lacks ${missing.join(', ')}`);
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run npm run build --workspace=public-site`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = (source: string) => {
    const file = manifest[source]?.file;
    if (!file) throw new Error(`${manifestPath} names no entry for ${source}`);
    return `/${file}`;
  };
  return { template, siteScript: entry(SITE_SOURCE), islandsScript: entry(ISLANDS_SOURCE) };
}

/** The page: the template with the head, the rendered markup and the scripts put in. */
export function documentHtml(
  build: ClientBuild,
  page: { htmlAttributes: string; head: string; html: string; data: string },
): string {
  return build.template
    .replace('<html lang="en">', `<html lang="en"${page.htmlAttributes}>`)
    .replace('<!--ssr-head-->', () => page.head)
    .replace('<!--ssr-html-->', () => page.html)
    .replace('<!--ssr-data-->', () => page.data);
}
