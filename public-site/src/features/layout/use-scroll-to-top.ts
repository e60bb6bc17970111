import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A click to another page starts at its top; Back and Forward leave the browser to restore where the
 * reader was, and a link to an anchor scrolls to it (use-scroll-to-hash).
 */
export function useScrollToTopOnNavigation(): void {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
    // Only a new page or query: a hash change within the page is use-scroll-to-hash's.
  }, [pathname, search]);
}
