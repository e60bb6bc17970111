import { cvPath, personaIdOf, type TagType } from '@folio/contracts';
import { Skeleton, theme, VisuallyHidden } from '@folio/shared-ui';
import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../../components/button-links';
import { ContentImage } from '../../components/content-image';
import { ExternalLinkIcon } from '../../components/icons';
import { sizesOf } from '../../components/image-sizes';
import { StateMessage } from '../../components/layout-primitives';
import { isApiError } from '../../api/base-query';
import { useAboutPersonas } from '../persona';
import { heroImageFallbacks } from './hero-items';
import { PictureFrame } from './picture-frame';

/** The portrait's width: its column beside the text, and at most this on small screens. */
const PORTRAIT = '20rem';
const MOBILE_PORTRAIT = '14rem';
const PORTRAIT_SIZES = sizesOf([[theme.media.mobile, MOBILE_PORTRAIT]], PORTRAIT);

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, ${PORTRAIT}) minmax(0, 1fr);
  align-items: center;
  gap: clamp(1.5rem, 5vw, 4rem);

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Portrait = styled(PictureFrame)`
  aspect-ratio: 1;

  @media ${({ theme }) => theme.media.mobile} {
    max-width: ${MOBILE_PORTRAIT};
  }
`;

const Body = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
`;

const Title = styled.h3`
  font-size: 1.5rem;
  font-weight: 800;
`;

const Role = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.0625rem;
  line-height: 1.7;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const PortraitSkeleton = styled(Skeleton)`
  aspect-ratio: 1;
`;

const TextSkeleton = styled(Skeleton)<{ $width: string }>`
  width: ${({ $width }) => $width};
  height: 1rem;
`;

/** The persona's CV: the PDF to keep (a file of the rendering server, so a plain link) and its page. */
function CvLinks({ persona }: { persona: TagType }) {
  return (
    <>
      <ButtonAnchor href={cvPath(persona, 'pdf')} download="" type="application/pdf" $variant="outline" $size="lg" data-track="cv" data-track-detail="pdf">
        Download CV
      </ButtonAnchor>
      <ButtonLink to={cvPath(persona)} $variant="ghost" $size="lg">
        View CV
      </ButtonLink>
    </>
  );
}

/** The persona's own words: portrait, role, description, its button (when it has one) and its CV. */
export function AboutMe({ persona }: { persona: TagType }) {
  const { data, error, isError } = useAboutPersonas(personaIdOf(persona));
  const entry = data?.[0];

  let content;
  if (isError) {
    content = <StateMessage role="alert">{isApiError(error) ? error.message : null}</StateMessage>;
  } else if (data === undefined) {
    content = (
      <Grid aria-busy="true">
        <PortraitSkeleton />
        <Body>
          <TextSkeleton $width="40%" />
          <TextSkeleton $width="100%" />
          <TextSkeleton $width="90%" />
          <TextSkeleton $width="70%" />
        </Body>
      </Grid>
    );
  } else if (!entry) {
    content = <StateMessage>No profile information available</StateMessage>;
  } else {
    content = (
      <Grid>
        <Portrait>
          <ContentImage
            src={entry.imagePath}
            fallbacks={heroImageFallbacks(entry.tagType ?? persona)}
            media={entry.media}
            alt=""
            width={800}
            height={800}
            sizes={PORTRAIT_SIZES}
          />
        </Portrait>
        <Body>
          <Title>{entry.title}</Title>
          <Role>{entry.subtitle}</Role>
          <Description>{entry.description}</Description>
          <Actions>
            {entry.buttonText && entry.buttonUrl ? (
              <ButtonAnchor href={entry.buttonUrl} target="_blank" rel="noopener noreferrer" $size="lg">
                {entry.buttonText}
                <ExternalLinkIcon size={16} />
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </ButtonAnchor>
            ) : null}
            <CvLinks persona={persona} />
          </Actions>
        </Body>
      </Grid>
    );
  }

  return content;
}
