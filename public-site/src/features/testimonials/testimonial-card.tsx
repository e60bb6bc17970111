import type { Testimonial, WithMedia } from '@folio/contracts';
import styled from 'styled-components';
import { cardSurface } from '../../components/card-surface';
import { ContentImage } from '../../components/content-image';

const Figure = styled.figure`
  display: grid;
  grid-template-rows: 1fr auto;
  gap: 1.25rem;
  height: 100%;
  margin: 0;
  padding: 1.5rem;
  ${cardSurface}
`;

const Quote = styled.blockquote`
  position: relative;
  margin: 0;
  padding-top: 1.75rem;
  font-size: 1.0625rem;
  line-height: 1.6;
  white-space: pre-line;

  /* A large opening mark in the persona's colour; decoration only (the blockquote says it is a quote). */
  &::before {
    content: '\\201C';
    position: absolute;
    top: -0.5rem;
    left: -0.125rem;
    color: ${({ theme }) => theme.colors.primary};
    font-family: Georgia, 'Times New Roman', serif;
    font-size: 3.5rem;
    line-height: 1;
  }
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
`;

const PHOTO_SIZE = '3rem';

const Photo = styled(ContentImage)`
  flex: none;
  width: ${PHOTO_SIZE};
  height: ${PHOTO_SIZE};
  border-radius: ${({ theme }) => theme.radii.full};
  object-fit: cover;
`;

const Who = styled.div`
  display: grid;
  min-width: 0;
`;

const Author = styled.span`
  font-weight: 700;

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 0.2em;
  }
`;

const Standing = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** 'Finance Director, Oakfield Bakeries', either alone, or nothing. */
export const standingOf = (testimonial: Pick<Testimonial, 'role' | 'company'>): string | null =>
  [testimonial.role, testimonial.company].filter(Boolean).join(', ') || null;

/** One testimonial: the quote, then who said it (photo, name linked to their page when given, role and company). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial & WithMedia }) {
  const standing = standingOf(testimonial);
  return (
    <Figure>
      <Quote>{testimonial.quote}</Quote>
      <Caption>
        {testimonial.photoPath ? (
          // The name beside it says who it is: the photo adds nothing for a screen reader unless the owner wrote its alt text.
          <Photo src={testimonial.photoPath} media={testimonial.media} alt="" width={48} height={48} sizes={PHOTO_SIZE} />
        ) : null}
        <Who>
          <Author>
            {testimonial.url ? (
              <a href={testimonial.url} rel="noopener noreferrer external">
                {testimonial.author}
              </a>
            ) : (
              testimonial.author
            )}
          </Author>
          {standing ? <Standing>{standing}</Standing> : null}
        </Who>
      </Caption>
    </Figure>
  );
}
