import { useEffect, useRef } from 'react';

/** The field of `history.state` naming this history entry's memory (react-router keeps its own fields beside it). */
const ENTRY_FIELD = 'folioListEntry';
const STORAGE_PREFIX = 'folio:blog-list:';

/** What Back to a list needs: which list it was, the cursors 'Load more' followed, and where the reader was. */
export interface ListMemory {
  list: string;
  cursors: string[];
  scrollY: number;
}

const stateOf = () => (window.history.state ?? {}) as Record<string, unknown>;

/** What this history entry remembers of the list `list` (filter, search, first page), or null. */
export function readListMemory(list: string): ListMemory | null {
  const id = stateOf()[ENTRY_FIELD];
  if (typeof id !== 'string') return null;
  try {
    const memory = JSON.parse(window.sessionStorage.getItem(STORAGE_PREFIX + id) ?? 'null') as ListMemory | null;
    return memory?.list === list && Array.isArray(memory.cursors) && typeof memory.scrollY === 'number' ? memory : null;
  } catch {
    return null;
  }
}

/** This history entry's id: react-router's `location.key` is 'default' for every first entry, so the list makes its own. */
function entryId(): string {
  const state = stateOf();
  const id = state[ENTRY_FIELD];
  if (typeof id === 'string') return id;
  const made = `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  window.history.replaceState({ ...state, [ENTRY_FIELD]: made }, '');
  return made;
}

function writeMemory(id: string, memory: ListMemory) {
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + id, JSON.stringify(memory));
  } catch {
    // Storage full or refused: Back shows the first page at the top, as a fresh visit would.
  }
}

/**
 * Back (or a reload) to a list the reader had extended with 'Load more': the cursors it followed and
 * the scroll position, kept in sessionStorage under an id held in this history entry's state. `list`
 * names the list (filter, search, first page); `restored` is what this entry remembered of it when the
 * list mounted (readListMemory; null on the server and for a new entry). Once `ready` (every restored
 * page shown, or given up), the page scrolls back to where the reader was, unless they have scrolled
 * or typed meanwhile.
 */
export function useListReturn(list: string, restored: ListMemory | null, cursors: readonly string[], ready: boolean): void {
  const pending = useRef(restored !== null && restored.scrollY > 0);
  const latest = useRef(cursors);
  latest.current = cursors;
  const id = useRef<string | null>(null);

  // Remember the cursors now and the scroll position as it changes, for this entry only: once a link
  // has pushed the next entry, a scroll (to that page's top) is not this list's.
  useEffect(() => {
    const own = entryId();
    id.current = own;
    let frame = 0;
    const save = () => {
      frame = 0;
      if (pending.current || stateOf()[ENTRY_FIELD] !== own) return;
      writeMemory(own, { list, cursors: [...latest.current], scrollY: Math.round(window.scrollY) });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(save);
    };
    const userMoved = () => {
      pending.current = false;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('wheel', userMoved, { passive: true });
    window.addEventListener('touchstart', userMoved, { passive: true });
    window.addEventListener('keydown', userMoved);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', userMoved);
      window.removeEventListener('touchstart', userMoved);
      window.removeEventListener('keydown', userMoved);
    };
  }, [list]);

  useEffect(() => {
    const own = id.current;
    if (!own || stateOf()[ENTRY_FIELD] !== own) return;
    const scrollY = pending.current && restored ? restored.scrollY : Math.round(window.scrollY);
    writeMemory(own, { list, cursors: [...cursors], scrollY });
  }, [list, cursors, restored]);

  useEffect(() => {
    if (!ready || !pending.current || !restored) return;
    pending.current = false;
    window.scrollTo(0, restored.scrollY);
  }, [ready, restored]);

}
