import type { CaseStudy, TagType } from '@folio/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { caseIdOf, caseStudyHref, OPENED_HERE, openedHere } from './case-study-address';
import type { CaseStudyAddress } from './case-study-card';

/**
 * The case study the address opens (`?case=`): its dialog, and the addresses the cards link to. An id
 * that names none of the persona's case studies opens nothing. `openId` is the case the server
 * rendered open; from then on the address says: opening pushes the case study's address (Back
 * closes it, Forward opens it again), closing goes back to the entry before or removes `case`.
 */
export function useOpenCaseStudy<Study extends CaseStudy>(persona: TagType, caseStudies: Study[], openId: number | null) {
  const [caseId, setCaseId] = useState(openId);
  const opener = useRef<HTMLAnchorElement | null>(null);
  const selected = caseStudies.find((caseStudy) => caseStudy.id === caseId) ?? null;
  // The dialog stays mounted once shown, so it closes (and gives focus back) rather than vanishing.
  const [shown, setShown] = useState(selected);
  if (selected && selected !== shown) setShown(selected);

  useEffect(() => {
    const followAddress = () => setCaseId(caseIdOf(window.location.search));
    window.addEventListener('popstate', followAddress);
    return () => window.removeEventListener('popstate', followAddress);
  }, []);

  const addressOf = useCallback(
    (caseStudy: Study): CaseStudyAddress => ({
      href: caseStudyHref(persona, caseStudy.id),
      onOpen: (link) => {
        // The 'case-study' event is the link's mark (data-track), counted by the site's script before this runs.
        opener.current = link;
        history.pushState(OPENED_HERE, '', caseStudyHref(persona, caseStudy.id));
        setCaseId(caseStudy.id);
      },
    }),
    [persona],
  );

  // Stable while the same case study is shown: the dialog's boundary may still be hydrating (case-studies.tsx).
  const onOpenChange = useCallback(
    (open: boolean) => {
      if (open) return;
      if (openedHere(history.state)) {
        // Its popstate closes the dialog.
        history.back();
      } else {
        history.replaceState(null, '', caseStudyHref(persona));
        setCaseId(null);
      }
    },
    [persona],
  );
  const shownId = shown?.id;
  const focusOnClose = useCallback(
    () =>
      opener.current?.isConnected
        ? opener.current
        : shownId !== undefined
          ? document.querySelector<HTMLElement>(`a[data-case-study="${shownId}"]`)
          : null,
    [shownId],
  );
  return { selected, shown, addressOf, onOpenChange, closeHref: caseStudyHref(persona), focusOnClose };
}
