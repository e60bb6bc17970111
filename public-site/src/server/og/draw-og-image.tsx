import { DEFAULT_PRIMARY_COLOUR, PERSONA_TITLES } from '@folio/contracts';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { accentOf } from '../../features/persona';
import { HOME_TITLE_STYLE } from '../../features/site';
import { OG_IMAGE_SIZE, type OgImageSubject } from '../../features/site/og-image';
import { cvCard, OgCard, type OgCardProps } from './og-card';
import { ogFonts } from './og-fonts';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const PERSONA_SUBTITLE = 'Experience, skills and case studies';

/** What the card shows for a subject; `host` is the site's host name, drawn beside the owner. */
export function ogCardFor(subject: OgImageSubject, host: string): OgCardProps {
  const { ownerName } = subject;
  switch (subject.kind) {
    case 'site':
      return { kicker: 'Portfolio', title: ownerName, subtitle: HOME_TITLE_STYLE, ownerName, host, accent: DEFAULT_PRIMARY_COLOUR };
    case 'persona':
      return { kicker: 'Portfolio', title: PERSONA_TITLES[subject.persona], subtitle: PERSONA_SUBTITLE, ownerName, host, accent: accentOf(subject.persona) };
    case 'post':
      return { kicker: 'Blog', title: subject.title, ownerName, host, accent: HEX_COLOUR.test(subject.accent) ? subject.accent : DEFAULT_PRIMARY_COLOUR };
    case 'case-study':
      return { kicker: 'Case study', title: subject.title, ownerName, host, accent: HEX_COLOUR.test(subject.accent) ? subject.accent : DEFAULT_PRIMARY_COLOUR };
    case 'cv':
      return { ...cvCard(ownerName, subject.persona ? PERSONA_TITLES[subject.persona] : HOME_TITLE_STYLE), ownerName, host, accent: accentOf(subject.persona) };
  }
}

/** The subject's link-preview image as PNG: the card laid out by satori, rasterised by resvg off the main thread. */
export async function drawOgImage(subject: OgImageSubject, host: string): Promise<Buffer> {
  const { fonts, drawable } = await ogFonts();
  const card = ogCardFor(subject, host);
  const ownerName = drawable(card.ownerName);
  // A title in a script the fonts lack (all CJK, say) would leave the card blank: name the owner instead.
  const title = drawable(card.title) || ownerName || card.host;
  const svg = await satori(<OgCard {...card} title={title} ownerName={ownerName} />, { ...OG_IMAGE_SIZE, fonts });
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: OG_IMAGE_SIZE.width } });
  return image.asPng();
}
