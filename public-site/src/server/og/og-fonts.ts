import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { SatoriOptions } from 'satori';
import { drawableText, parseUnicodeRange, type CodePointRange } from './glyph-coverage';

type Font = SatoriOptions['fonts'][number];

export interface OgFonts {
  fonts: Font[];
  /** The text without the characters none of the fonts can draw. */
  drawable: (text: string) => string;
}

// Resolved at run time from wherever this file runs (jest on the sources, or the SSR bundle in
// dist-server/), so the font files stay in node_modules rather than being copied into the bundle.
const resolvePackageFile = createRequire(import.meta.url).resolve;
const PACKAGE = '@fontsource/inter';

// Satori reads WOFF, not WOFF2. Each subset is its own family: satori falls back from the card's
// family to the others glyph by glyph (ł, ж, α, ệ), whereas same-named fonts would shadow each other.
const WEIGHTS = [400, 700, 800] as const;
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const;
export const OG_FONT_FAMILY = 'Inter';

const readPackageFile = (file: string) => readFile(resolvePackageFile(`${PACKAGE}/${file}`));

async function load(): Promise<OgFonts> {
  const unicode = JSON.parse((await readPackageFile('unicode.json')).toString('utf8')) as Record<string, string>;
  const ranges: CodePointRange[] = SUBSETS.flatMap((subset) => parseUnicodeRange(unicode[subset] ?? ''));
  const fonts = await Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight): Promise<Font> => {
        const data = await readPackageFile(`files/inter-${subset}-${weight}-normal.woff`);
        return { name: subset === 'latin' ? OG_FONT_FAMILY : `${OG_FONT_FAMILY} ${subset}`, data, weight, style: 'normal' };
      }),
    ),
  );
  return { fonts, drawable: (text) => drawableText(text, ranges) };
}

let loading: Promise<OgFonts> | null = null;

/** Inter in the weights and scripts the card uses, read from disk once per process. */
export function ogFonts(): Promise<OgFonts> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
