import { plainTextExcerpt, type CaseStudy, type WithMedia } from '@folio/contracts';
import { Button } from '@folio/shared-ui';
import { Suspense, useId, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/button-links';
import { cardSurface } from '../../components/card-surface';
import { ContentImage } from '../../components/content-image';
import { caseStudyImageSizes } from './case-study-columns';
import { LazyCaseStudyDialog, loadCaseStudyDialog } from './case-study-dialog-loader';
import { caseStudyFallbackImage, coverPicture, reportImageFallback } from './case-study-image';
import { TechnologyBadges } from './technology-badges';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardSurface}
  transition:
    transform 250ms ease,
    box-shadow 250ms ease;

  img {
    transition: transform 400ms ease;
  }

  /* The card lifts and its image zooms on hover, as the spec asks. */
  &:hover {
    transform: translateY(-6px);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }

  &:hover img {
    transform: scale(1.06);
  }
`;

const Media = styled.div`
  ${coverPicture}
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem;
`;

const Title = styled.h3`
  font-size: 1.1875rem;
  font-weight: 700;
  line-height: 1.3;
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.9375rem;
  font-weight: 600;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: 0.5rem;
`;

/** The case study's own address, and what opens its dialog there without leaving the page. */
export interface CaseStudyAddress {
  href: string;
  /** Called on a plain click (the link's navigation prevented), with the link clicked. */
  onOpen: (link: HTMLAnchorElement) => void;
}

interface CaseStudyCardProps {
  caseStudy: CaseStudy & WithMedia;
  /** The picture's width at each breakpoint; by default a third of the row, as the carousel shows three. */
  imageSizes?: string;
  /**
   * 'View Case Study' as a link to the case study's address (the page's dialog opens it), working
   * before the page's scripts run; without it (a card on its own, as the console previews it) a
   * button opening the card's own dialog.
   */
  address?: CaseStudyAddress;
}

/** A click the browser would open elsewhere (new tab or window, download) stays the browser's. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** One case study: picture, title, plain-text summary, technologies and the 'View Case Study' dialog. */
export function CaseStudyCard({ caseStudy, imageSizes = caseStudyImageSizes(), address }: CaseStudyCardProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  return (
    <Card>
      <Media>
        <ContentImage
          src={caseStudy.imagePath}
          fallbacks={[caseStudyFallbackImage(caseStudy.tagType)]}
          onFallback={reportImageFallback(caseStudy.title)}
          media={caseStudy.media}
          alt=""
          width={800}
          height={450}
          sizes={imageSizes}
        />
      </Media>
      <Body>
        <Title id={titleId}>{caseStudy.title}</Title>
        {caseStudy.subtitle ? <Subtitle>{caseStudy.subtitle}</Subtitle> : null}
        <Description>{plainTextExcerpt(caseStudy.description)}</Description>
        <TechnologyBadges technologies={caseStudy.technologies} />
        <Footer>
          {address ? (
            <ButtonAnchor
              $variant="primary"
              href={address.href}
              data-case-study={caseStudy.id}
              data-track="case-study"
              data-track-detail={caseStudy.title}
              onPointerEnter={loadCaseStudyDialog}
              onFocus={loadCaseStudyDialog}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                address.onOpen(event.currentTarget);
              }}
              aria-haspopup="dialog"
              aria-describedby={titleId}
            >
              View Case Study
            </ButtonAnchor>
          ) : (
            <Button
              $variant="primary"
              onPointerEnter={loadCaseStudyDialog}
              onFocus={loadCaseStudyDialog}
              onClick={() => {
                setOpened(true);
                setOpen(true);
              }}
              aria-haspopup="dialog"
              aria-describedby={titleId}
            >
              View Case Study
            </Button>
          )}
        </Footer>
      </Body>
      {opened ? (
        <Suspense fallback={null}>
          <LazyCaseStudyDialog caseStudy={caseStudy} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </Card>
  );
}
