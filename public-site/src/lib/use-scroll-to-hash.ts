import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToAnchor } from './scroll';

const WAIT_MS = 3000;
const STEP_MS = 100;

/** Scrolls to `#section` after a visit from another page (the sections, and the lazy contact, appear shortly after). */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!ready || !id) return undefined;
    if (scrollToAnchor(id)) return undefined;
    let waited = 0;
    const timer = setInterval(() => {
      waited += STEP_MS;
      if (scrollToAnchor(id) || waited >= WAIT_MS) clearInterval(timer);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [hash, ready]);
}
