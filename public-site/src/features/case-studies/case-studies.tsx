import type { CaseStudy, TagType, WithMedia } from '@folio/contracts';
import { memo, Suspense, type ComponentProps } from 'react';
import { LazyInPageCaseStudyDialog } from './case-study-dialog-loader';
import { CaseStudyCarousel } from './case-study-carousel';
import { useOpenCaseStudy } from './use-open-case-study';

export interface CaseStudiesProps {
  persona: TagType;
  caseStudies: (CaseStudy & WithMedia)[];
  /** The case study the page's address opens (`?case=`), as the server rendered it: its dialog open. */
  openId: number | null;
}

/**
 * The dialog's code loads only when wanted (case-study-dialog-loader.ts), also while a page the
 * server rendered with it open hydrates: React then keeps the server's dialog until the code arrives
 * and hydrates it after, provided its props have not changed meanwhile. Memoised, with stable props,
 * so that the island's own re-renders after hydrating (the width, the slider) do not reach it.
 */
const CaseStudyDialogSlot = memo(function CaseStudyDialogSlot(props: ComponentProps<typeof LazyInPageCaseStudyDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyInPageCaseStudyDialog {...props} />
    </Suspense>
  );
});

/**
 * The island of the case studies section: the carousel of cards, and the dialog of the case study
 * the address opens. Each card's 'View Case Study' is a link to its case study's address, a page of
 * its own (the server renders it with the dialog open) until the island is live, then opens the
 * dialog in place.
 */
export function CaseStudies({ persona, caseStudies, openId }: CaseStudiesProps) {
  const { selected, shown, addressOf, onOpenChange, closeHref, focusOnClose } = useOpenCaseStudy(persona, caseStudies, openId);
  return (
    <>
      <CaseStudyCarousel caseStudies={caseStudies} addressOf={addressOf} />
      {shown ? (
        <CaseStudyDialogSlot caseStudy={shown} open={selected !== null} onOpenChange={onOpenChange} focusOnClose={focusOnClose} closeHref={closeHref} />
      ) : null}
    </>
  );
}
