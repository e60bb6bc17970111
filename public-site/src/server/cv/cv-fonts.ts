import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { drawableText, parseUnicodeRange, type CodePointRange } from '../og/glyph-coverage';

export interface CvFonts {
  /** The families, in the order react-pdf tries them glyph by glyph. */
  family: string[];
  /** The text without the characters none of the fonts can draw (emoji, scripts we carry no font for), spaces tidied. */
  drawable: (text: string) => string;
}

// Resolved at run time from wherever this file runs (jest on the sources, or the SSR bundle in
// dist-server/), so the font files stay in node_modules (see og-fonts.ts). react-pdf reads a file
// the first time a document uses its family, and keeps it for the life of the process.
const resolvePackageFile = createRequire(import.meta.url).resolve;

interface Face {
  family: string;
  /** `(weight) => file` inside the package. */
  file: (weight: number) => string;
  package: string;
  /** The subset's key in the package's unicode.json, or the code points themselves. */
  coverage: string | CodePointRange[];
}

const WEIGHTS = [400, 700] as const;
const inter = (subset: string, family: string): Face => ({
  family,
  package: '@fontsource/inter',
  file: (weight) => `files/inter-${subset}-${weight}-normal.woff`,
  coverage: subset,
});

// react-pdf reads WOFF (not WOFF2). Each subset is its own family, as in og-fonts.ts: same-named
// fonts would shadow each other, whereas a list of families falls back glyph by glyph.
const FACES: Face[] = [
  inter('latin', 'Inter'),
  inter('latin-ext', 'Inter LatinExt'),
  inter('cyrillic', 'Inter Cyrillic'),
  inter('cyrillic-ext', 'Inter CyrillicExt'),
  inter('greek', 'Inter Greek'),
  inter('vietnamese', 'Inter Vietnamese'),
  {
    family: 'Noto Sans SC',
    package: '@fontsource/noto-sans-sc',
    file: (weight) => `files/noto-sans-sc-chinese-simplified-${weight}-normal.woff`,
    // The package's unicode.json lists only its numbered web slices; this file holds the common
    // simplified Chinese set: CJK punctuation, the unified ideographs and full-width forms.
    coverage: [
      [0x3000, 0x303f],
      [0x3400, 0x4dbf],
      [0x4e00, 0x9fff],
      [0xff00, 0xffef],
    ],
  },
  { family: 'Noto Sans Hebrew', package: '@fontsource/noto-sans-hebrew', file: (weight) => `files/noto-sans-hebrew-hebrew-${weight}-normal.woff`, coverage: 'hebrew' },
  { family: 'Noto Sans Arabic', package: '@fontsource/noto-sans-arabic', file: (weight) => `files/noto-sans-arabic-arabic-${weight}-normal.woff`, coverage: 'arabic' },
];

export const CV_FONT_FAMILY = FACES.map((face) => face.family);

/**
 * Words wider than this (in units of about one Latin letter; a CJK character counts two) are cut
 * into pieces a line may break between, so that no unbroken string runs off the page. Addresses
 * printed on their own line (some 80 letters fit one) stay whole.
 */
const LONGEST_WORD = 64;
const PIECE = 24;
const wide = (character: string) => {
  const point = character.codePointAt(0) ?? 0;
  return (point >= 0x1100 && point <= 0x115f) || (point >= 0x2e80 && point <= 0xa4cf) || (point >= 0xac00 && point <= 0xd7a3) || (point >= 0xf900 && point <= 0xfaff) || (point >= 0xfe30 && point <= 0xfe4f) || (point >= 0xff00 && point <= 0xff60) || point >= 0x20000;
};

/**
 * The places a word may break. react-pdf's default English hyphenation cuts names and product words
 * ('Mer-id-ian'): a word stays whole, unless it is too wide for any line.
 */
export function cvHyphenation(word: string): string[] {
  const characters = [...word];
  const units = characters.reduce((sum, character) => sum + (wide(character) ? 2 : 1), 0);
  if (units <= LONGEST_WORD) return [word];
  const pieces: string[] = [];
  let piece = '';
  let width = 0;
  for (const character of characters) {
    const size = wide(character) ? 2 : 1;
    if (width + size > PIECE) {
      pieces.push(piece);
      piece = '';
      width = 0;
    }
    piece += character;
    width += size;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

async function coverageOf(face: Face, unicodeFiles: Map<string, Promise<Record<string, string>>>): Promise<CodePointRange[]> {
  if (typeof face.coverage !== 'string') return face.coverage;
  let unicode = unicodeFiles.get(face.package);
  if (!unicode) {
    unicode = readFile(resolvePackageFile(`${face.package}/unicode.json`), 'utf8').then((text) => JSON.parse(text) as Record<string, string>);
    unicodeFiles.set(face.package, unicode);
  }
  return parseUnicodeRange((await unicode)[face.coverage] ?? '');
}

async function load(): Promise<CvFonts> {
  const unicodeFiles = new Map<string, Promise<Record<string, string>>>();
  const ranges = (await Promise.all(FACES.map((face) => coverageOf(face, unicodeFiles)))).flat();
  for (const face of FACES) {
    Font.register({ family: face.family, fonts: WEIGHTS.map((weight) => ({ src: resolvePackageFile(`${face.package}/${face.file(weight)}`), fontWeight: weight })) });
  }
  Font.registerHyphenationCallback(cvHyphenation);
  return { family: CV_FONT_FAMILY, drawable: (text) => drawableText(text, ranges) };
}

let loading: Promise<CvFonts> | null = null;

/** The CV's fonts registered with react-pdf (once per process) and the filter for what they can draw. */
export function cvFonts(): Promise<CvFonts> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
