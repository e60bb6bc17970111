import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_SOURCES, type PageName } from '../app/routes';

/** The parts of Vite's build manifest the server reads. */
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The client build the server writes pages around: its index.html and what each page's chunk needs. */
export interface ClientBuild {
  /** index.html without its module script: the page starts the app through /boot.js after its first paint. */
  template: string;
  /** The app's entry module, as the built index.html named it. */
  entry: string;
  /** The stylesheets a page's chunk loads, linked from the head so the first paint has them. */
  stylesOf(page: PageName | undefined): string[];
}

const PLACEHOLDERS = ['<!--ssr-head-->', '<!--ssr-html-->', '<!--ssr-data-->'];
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;

export function loadClientBuild(dist: string): ClientBuild {
  const templatePath = join(dist, 'index.html');
  if (!existsSync(templatePath)) throw new Error(`No client build at ${dist}: run npm run build --workspace=public-site`);
  const built = readFileSync(templatePath, 'utf8');
  const missing = PLACEHOLDERS.filter((placeholder) => !built.includes(placeholder));
  if (missing.length > 0) throw new Error(`${templatePath} lacks ${missing.join(', ')}`);
  const entryTag = ENTRY_SCRIPT.exec(built);
  if (!entryTag?.[1]) throw new Error(`${templatePath} has no <script type="module" src="…"> entry`);
  const template = built.replace(entryTag[0], '');
  const manifestPath = join(dist, '.vite/manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};

  const cache = new Map<PageName | undefined, string[]>();
  return {
    template,
    entry: entryTag[1],
    stylesOf(page) {
      let styles = cache.get(page);
      if (!styles) {
        styles = collectStyles(manifest, page ? PAGE_SOURCES[page] : undefined);
        cache.set(page, styles);
      }
      return styles;
    },
  };
}

function collectStyles(manifest: Manifest, source: string | undefined): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (source) visit(source);
  return [...css];
}

/** The page: the template with the head, the rendered markup and the data block put in. */
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
