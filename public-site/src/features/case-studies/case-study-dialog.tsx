import type { CaseStudy } from '@folio/contracts';
import { Dialog, type DialogProps, Tabs, TabsContent, TabsList, TabsTrigger, useHydrated, VisuallyHidden } from '@folio/shared-ui';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/button-links';
import { ExternalLinkIcon } from '../../components/icons';
import { TechnologyBadges } from './technology-badges';

/** Case-study HTML, sanitised by the API when it was written. */
const Html = styled.div`
  display: grid;
  gap: 0.75rem;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.7;

  ul,
  ol {
    display: grid;
    gap: 0.375rem;
    padding-left: 1.25rem;
  }

  li::marker {
    color: ${({ theme }) => theme.colors.primary};
  }

  a {
    text-underline-offset: 2px;
  }

  /* What the console's rich-text editor can write beyond paragraphs and lists. */
  h3,
  h4,
  h5 {
    font-weight: 700;
    line-height: 1.3;
  }

  blockquote {
    padding-left: 1rem;
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }

  pre {
    overflow-x: auto;
    padding: 0.75rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 0.5rem;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Block = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const SubHeading = styled.h3`
  margin-bottom: 0.5rem;
  font-size: 1rem;
  font-weight: 700;
`;

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'challenge', label: 'Challenge' },
  { value: 'solution', label: 'Solution' },
  { value: 'results', label: 'Results' },
] as const;

type CaseStudyDialogProps = {
  caseStudy: CaseStudy;
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & Pick<DialogProps, 'focusOnClose' | 'inPlace' | 'closeHref'>;

/** The spec's case study dialog: the case study in full, in tabs Overview, Challenge, Solution, Results. */
export function CaseStudyDialog({ caseStudy, open, onOpenChange, ...placement }: CaseStudyDialogProps) {
  const html = (value: string | null | undefined) => ({ __html: value ?? '' });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={caseStudy.title} description={caseStudy.subtitle || undefined} {...placement}>
      <Tabs defaultValue="overview">
        <TabsList aria-label="Case study details">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <Block>
            <Html dangerouslySetInnerHTML={html(caseStudy.description)} />
            {caseStudy.technologies.length > 0 ? (
              <div>
                <SubHeading>Technologies</SubHeading>
                <TechnologyBadges technologies={caseStudy.technologies} all />
              </div>
            ) : null}
            {caseStudy.url ? (
              <div>
                <ButtonAnchor href={caseStudy.url} target="_blank" rel="noopener noreferrer" data-track="project">
                  View Project
                  <ExternalLinkIcon size={16} />
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </ButtonAnchor>
              </div>
            ) : null}
          </Block>
        </TabsContent>
        <TabsContent value="challenge">
          <Html dangerouslySetInnerHTML={html(caseStudy.challenge)} />
        </TabsContent>
        <TabsContent value="solution">
          <Html dangerouslySetInnerHTML={html(caseStudy.solution)} />
        </TabsContent>
        <TabsContent value="results">
          <Html dangerouslySetInnerHTML={html(caseStudy.results)} />
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}

/**
 * The dialog as the page's case studies show it: in place while the browser hydrates the dialog the
 * server rendered open (a portal renders nothing on the server), in its portal from the render after.
 * Decided here, inside the lazily loaded code, so that nothing changes the dialog's props before its
 * code has arrived and the server's HTML has been hydrated.
 */
export function InPageCaseStudyDialog(props: Omit<CaseStudyDialogProps, 'inPlace'>) {
  const hydrated = useHydrated();
  return <CaseStudyDialog {...props} inPlace={!hydrated} />;
}
