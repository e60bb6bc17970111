import type { CvDocument } from '@folio/contracts';
import { renderToBuffer } from '@react-pdf/renderer';
import { cvFonts } from './cv-fonts';
import { CvPdf } from './cv-pdf';

/** The CV drawn as a PDF (some hundred milliseconds: the router keeps each version's once drawn). */
export async function drawCvPdf(doc: CvDocument): Promise<Buffer> {
  const { family, drawable } = await cvFonts();
  return renderToBuffer(<CvPdf doc={doc} family={family} drawable={drawable} />);
}
