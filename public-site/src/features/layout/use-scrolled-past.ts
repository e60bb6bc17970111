import { useEffect, useState } from 'react';

/** Whether the page has scrolled more than `offset` px. */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => (globalThis.scrollY ?? 0) > offset);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}
