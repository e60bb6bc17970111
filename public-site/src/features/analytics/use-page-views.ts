import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigationType } from 'react-router-dom';
import { selectStoredPersona, shownPersona, usePersona, type PersonaRoot } from '../persona';
import { pageShown, track } from './beacon';

/** The referrer of the document's load when it is another site (a link followed here from this site says nothing new). */
const outsideReferrer = () => (document.referrer && !document.referrer.startsWith(`${location.origin}/`) ? document.referrer : undefined);

/**
 * One 'pageview' for the page the document loaded and one for each client-side navigation to
 * another address. Not counted: a hash-only change (the same page, scrolled), opening or closing a
 * case study (its `?case=`, the case-studies feature's CASE_PARAM, opens a dialog on the same page:
 * that is the 'case-study' event), and an entry replaced in place (the saved persona mirrored into
 * the query, a moved post's new address), which restates the page already counted. The last address
 * counted lives in a ref, so StrictMode's second run of the effect sends nothing more.
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const navigation = useNavigationType();
  const store = useStore<PersonaRoot>();
  // Only to run the effect again when the persona changes on the same address (pageShown).
  const persona = usePersona();
  const counted = useRef<string>(undefined);

  useEffect(() => {
    // The persona as the store holds it now, not as this render saw it: on the first render a persona
    // saved in this browser is not in the store yet (PersonaSync's effect, which runs first, puts it there).
    pageShown(pathname + search, shownPersona(new URLSearchParams(search), selectStoredPersona(store.getState())));
    const page = pathname + search.replace(/[?&]case=[^&]*/, '');
    const last = counted.current;
    counted.current = page;
    if (page === last || (last !== undefined && navigation === 'REPLACE')) return;
    // The referrer belongs to the document's load: only its first page view has one.
    track('pageview', undefined, last === undefined ? outsideReferrer() : undefined);
  }, [pathname, search, navigation, persona, store]);
}
