import { nativeModule } from './native-module';

/** Test support: what pdfjs reads back from a PDF: each page's text and view box, and the document's metadata. */
export interface ReadPdf {
  pages: { text: string; items: string[]; view: number[] }[];
  info: Record<string, unknown>;
  /** Every page's text joined, without whitespace: compare against expected strings with their spaces removed. */
  compact: string;
}

interface PdfJs {
  getDocument: (source: { data: Uint8Array; standardFontDataUrl?: string; useSystemFonts?: boolean; verbosity?: number }) => {
    promise: Promise<{
      numPages: number;
      getPage: (n: number) => Promise<{ view: number[]; getTextContent: () => Promise<{ items: { str?: string }[] }> }>;
      getMetadata: () => Promise<{ info: Record<string, unknown> }>;
      destroy: () => Promise<void>;
    }>;
  };
}

export async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const pdfjs = nativeModule<PdfJs>('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: ReadPdf['pages'] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const items = (await page.getTextContent()).items.map((item) => item.str ?? '');
    pages.push({ items, text: items.join(' '), view: page.view });
  }
  const { info } = await document.getMetadata();
  await document.destroy();
  return { pages, info, compact: pages.map((page) => page.items.join('')).join('').replace(/\s+/g, '') };
}
