import { caseStudyPath, type CaseStudy } from '@folio/contracts';
import { Dialog, type DialogProps, Tabs, TabsContent, TabsList, TabsTrigger, useHydrated, VisuallyHidden } from '@folio/shared-ui';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/button-links';
import { ArrowRightIcon, ExternalLinkIcon } from '../../components/icons';
import { CaseStudyHtml } from './case-study-html';
import { TechnologyBadges } from './technology-badges';

const Block = styled.div`
  display: grid;
  gap: 1.25rem;
`;

/** The case study's own page and its project, side by side (wrapping on a phone). */
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
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
            <CaseStudyHtml dangerouslySetInnerHTML={html(caseStudy.description)} />
            {caseStudy.technologies.length > 0 ? (
              <div>
                <SubHeading>Technologies</SubHeading>
                <TechnologyBadges technologies={caseStudy.technologies} all />
              </div>
            ) : null}
            <Links>
              {caseStudy.slug ? (
                <ButtonAnchor href={caseStudyPath(caseStudy.slug)} $variant="primary">
                  Read the full case study
                  <ArrowRightIcon size={16} />
                </ButtonAnchor>
              ) : null}
              {caseStudy.url ? (
                <ButtonAnchor href={caseStudy.url} target="_blank" rel="noopener noreferrer" data-track="project">
                  View Project
                  <ExternalLinkIcon size={16} />
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </ButtonAnchor>
              ) : null}
            </Links>
          </Block>
        </TabsContent>
        <TabsContent value="challenge">
          <CaseStudyHtml dangerouslySetInnerHTML={html(caseStudy.challenge)} />
        </TabsContent>
        <TabsContent value="solution">
          <CaseStudyHtml dangerouslySetInnerHTML={html(caseStudy.solution)} />
        </TabsContent>
        <TabsContent value="results">
          <CaseStudyHtml dangerouslySetInnerHTML={html(caseStudy.results)} />
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
