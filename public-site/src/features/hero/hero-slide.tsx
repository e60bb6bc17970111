import { theme } from '@folio/shared-ui';
import styled from 'styled-components';
import { ButtonTarget } from '../../components/button-links';
import { ContentImage } from '../../components/content-image';
import { PAGE_COLUMN, rem, sizesOf } from '../../components/image-sizes';
import { CONTAINER_REM } from '../../components/layout-primitives';
import { heroImageFallbacks, type HeroSlideContent } from './hero-items';
import { PictureFrame } from './picture-frame';

/** Between the content column and the grid: the slide's padding (hero-carousel.tsx) and the grid's, both sides. */
const INSET_REM = 2 * 0.5 + 2 * 0.25;
const MAX_GAP_REM = 4;

/**
 * The picture column: the whole inset column on small screens; beside the text (1.1fr : 1fr) past
 * them, after the gap, which is 5vw from 769 px until it reaches its 4rem at 1280 px.
 */
const PICTURE_SIZES = sizesOf(
  [
    [theme.media.mobile, `calc(${PAGE_COLUMN.mobile} - ${INSET_REM}rem)`],
    [PAGE_COLUMN.growingUntil, `calc((${PAGE_COLUMN.growing} - ${INSET_REM}rem - 5vw) / 2.1)`],
  ],
  rem((CONTAINER_REM.widest - INSET_REM - MAX_GAP_REM) / 2.1),
);

export const SlideGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  align-items: center;
  gap: clamp(1.5rem, 5vw, ${MAX_GAP_REM}rem);
  padding: 0.5rem 0.25rem;

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Text = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
`;

/* Body text on the accent tint: accent text on its own tint falls below 4.5:1. */
const Eyebrow = styled.p`
  padding: 0.25rem 0.75rem;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 35%, transparent);
  border-radius: ${({ theme }) => theme.radii.full};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10%, ${({ theme }) => theme.colors.background});
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 700;
`;

const Title = styled.h2`
  font-size: clamp(2rem, 5vw, 3.25rem);
  font-weight: 800;
  line-height: 1.08;
  letter-spacing: -0.025em;
`;

const Description = styled.p`
  max-width: 36rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: clamp(1rem, 2vw, 1.1875rem);
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

const Figure = styled(PictureFrame)`
  aspect-ratio: 16 / 9;

  @media ${({ theme }) => theme.media.mobile} {
    order: -1;
  }
`;

/**
 * One hero item: text and buttons beside its picture. `first`: the slide a visitor sees first, whose
 * picture is usually the page's largest paint: fetched at once and first.
 */
export function HeroSlide({ slide, first = false }: { slide: HeroSlideContent; first?: boolean }) {
  return (
    <SlideGrid>
      <Text>
        {slide.subtitle ? <Eyebrow>{slide.subtitle}</Eyebrow> : null}
        <Title>{slide.title}</Title>
        <Description>{slide.description}</Description>
        <Buttons>
          <ButtonTarget href={slide.primaryButtonUrl} $size="lg">
            {slide.primaryButtonText}
          </ButtonTarget>
          <ButtonTarget href={slide.secondaryButtonUrl} $variant="secondary" $size="lg">
            {slide.secondaryButtonText}
          </ButtonTarget>
        </Buttons>
      </Text>
      <Figure>
        <ContentImage
          src={slide.imagePath}
          fallbacks={heroImageFallbacks(slide.tagType)}
          media={slide.media}
          alt=""
          width={1200}
          height={675}
          sizes={PICTURE_SIZES}
          main={first}
        />
      </Figure>
    </SlideGrid>
  );
}

const Message = styled.div`
  display: grid;
  place-content: center;
  gap: 0.5rem;
  min-height: 20rem;
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const MessageTitle = styled.h2`
  font-size: 1.5rem;
  font-weight: 700;
`;

/** The spec's hero messages: 'Loading content...' while there is no data, 'Content unavailable' for an item it cannot show. */
export function HeroMessage({ title, text, busy }: { title: string; text: string; busy?: boolean }) {
  return (
    <Message role={busy ? 'status' : undefined}>
      <MessageTitle>{title}</MessageTitle>
      <p>{text}</p>
    </Message>
  );
}
