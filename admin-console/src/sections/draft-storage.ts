import type { Draft } from './console-slice';

/** Drafts live in sessionStorage: they survive a reload of the tab, not the closing of it. */
export const DRAFTS_STORAGE_KEY = 'folio-admin-drafts';

export function loadDrafts(): Draft[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(DRAFTS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as Draft[]).filter((draft) => draft && typeof draft.resource === 'string') : [];
  } catch {
    return [];
  }
}

export function saveDrafts(drafts: readonly Draft[]): void {
  try {
    if (drafts.length === 0) globalThis.sessionStorage?.removeItem(DRAFTS_STORAGE_KEY);
    else globalThis.sessionStorage?.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(drafts));
  } catch {
    // Storage unavailable: the drafts still live in memory for this page.
  }
}
