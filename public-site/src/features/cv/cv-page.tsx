import { CV_PROFILE_LABELS, TAG_TYPES, cvFileName, cvPath, type CvDocument, type CvPageSize, type TagType } from '@folio/contracts';
import { Skeleton } from '@folio/shared-ui';
import { Link, useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { isApiError } from '../../api/base-query';
import { ButtonAnchor } from '../../components/button-links';
import { pillStyles } from '../../components/pill';
import { Container, StateMessage } from '../../components/layout-primitives';
import { HeadTags, useSite } from '../site';
import { useGetCvQuery } from './cv-api';
import { CvDocumentView } from './cv-document';
import { cvHead } from './cv-head';
import { cvPersonaOf } from './cv-params';

/** The printed page: the document alone, black on white, on the owner's paper size. */
const PAGE_SIZES: Record<CvPageSize, string> = { A4: 'A4', LETTER: 'letter' };

const CvPrintStyle = createGlobalStyle<{ $pageSize: CvPageSize }>`
  @page {
    size: ${({ $pageSize }) => PAGE_SIZES[$pageSize]};
    margin: 14mm;
  }

  @media print {
    html:root,
    html:root[data-theme] {
      color-scheme: light;
      --color-background: #fff !important;
      --color-surface: #fff !important;
      --color-text: #000 !important;
      --color-text-muted: #222 !important;
      --color-border: #999 !important;
      --color-primary: #000 !important;
    }

    body {
      background: #fff !important;
      color: #000 !important;
    }
  }
`;

const Page = styled.div`
  padding-block: 6rem clamp(3rem, 8vw, 5rem);
  background:
    radial-gradient(44rem 22rem at 85% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 12%, transparent), transparent 70%),
    ${({ theme }) => theme.colors.surface};

  @media print {
    padding: 0;
    background: none;
  }
`;

const Column = styled(Container)`
  display: grid;
  gap: 1.25rem;
  max-width: 58rem;

  @media print {
    width: auto;
    max-width: none;
    margin: 0;
  }
`;

/** The downloads and the persona switcher: the screen's, never the paper's. */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;

  @media print {
    display: none;
  }
`;

const Switcher = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  padding: 0;
  list-style: none;
`;

const SwitcherLink = styled(Link)`
  display: inline-block;
  padding: 0.375rem 0.875rem;
  ${pillStyles("[aria-current='page']")}
`;

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Paper = styled.div`
  padding: clamp(1.25rem, 5vw, 3rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};

  @media print {
    padding: 0;
    border: 0;
    border-radius: 0;
    box-shadow: none;
  }
`;

const Loading = styled.div`
  display: grid;
  gap: 1rem;
`;

const Line = styled(Skeleton)<{ $width: string; $height?: string }>`
  width: ${({ $width }) => $width};
  height: ${({ $height = '1rem' }) => $height};
`;

const CHOICES: (TagType | null)[] = [null, ...TAG_TYPES];

/** All personas' CV, then each persona's: the page of each, the current one marked. */
function PersonaSwitcher({ current }: { current: TagType | null }) {
  return (
    <nav aria-label="CV for">
      <Switcher>
        {CHOICES.map((choice) => (
          <li key={choice ?? 'all'}>
            <SwitcherLink
              to={cvPath(choice)}
              aria-current={choice === current ? 'page' : undefined}
              data-track="persona"
              data-track-detail={choice ?? undefined}
            >
              {CV_PROFILE_LABELS[choice ?? 'all']}
            </SwitcherLink>
          </li>
        ))}
      </Switcher>
    </nav>
  );
}

/** The CV as PDF (downloaded) and as JSON Resume: files of the rendering server, not routes of the app. */
function CvDownloads({ persona, document }: { persona: TagType | null; document: CvDocument | undefined }) {
  return (
    <Downloads>
      <ButtonAnchor
        href={cvPath(persona, 'pdf')}
        download={document ? cvFileName(document, 'pdf') : ''}
        type="application/pdf"
        data-track="cv"
        data-track-detail="pdf"
      >
        Download PDF
      </ButtonAnchor>
      <ButtonAnchor href={cvPath(persona, 'json')} type="application/json" $variant="outline" data-track="cv" data-track-detail="json">
        JSON Resume
      </ButtonAnchor>
    </Downloads>
  );
}

/**
 * /cv and /cv?persona=…: the CV of the persona the address names (the all-persona CV without one, or
 * for one it does not know), its downloads and the way to the other CVs; printed, the CV alone.
 */
export default function CvPage() {
  const site = useSite();
  const [params] = useSearchParams();
  // The address's own persona, as the rendering server asked for it (app/page-loaders.ts).
  const persona = cvPersonaOf(params);
  const { currentData: document, error, isError } = useGetCvQuery(persona);

  let content;
  if (document) {
    content = (
      <Paper>
        <CvDocumentView document={document} />
      </Paper>
    );
  } else if (isError) {
    content =
      isApiError(error) && error.status === 404 ? (
        <StateMessage>There is no CV for {persona ? CV_PROFILE_LABELS[persona] : 'the site'} yet.</StateMessage>
      ) : (
        <StateMessage role="alert">Couldn&apos;t load the CV. Please try again later.</StateMessage>
      );
  } else {
    content = (
      <Paper>
        <Loading aria-busy="true" aria-label="Loading the CV">
          <Line $width="55%" $height="2.5rem" />
          <Line $width="35%" />
          <Line $width="100%" />
          <Line $width="90%" />
          <Line $width="70%" />
        </Loading>
      </Paper>
    );
  }

  return (
    <>
      <HeadTags head={cvHead(site, persona, document)} />
      <CvPrintStyle $pageSize={document?.pageSize ?? 'A4'} />
      <Page>
        <Column>
          <Toolbar>
            <PersonaSwitcher current={persona} />
            <CvDownloads persona={persona} document={document} />
          </Toolbar>
          {content}
        </Column>
      </Page>
    </>
  );
}
