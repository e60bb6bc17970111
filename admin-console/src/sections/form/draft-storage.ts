import type { ResourceKey } from '../../api/resources';
import type { Draft } from './console-slice';

/**
 * Two kinds of draft, kept where their reason to exist survives:
 * - a session-end draft (the session ended with a changed form open) in sessionStorage: it survives a
 *   reload of the tab, not the closing of it, and is offered back once signed in again;
 * - an autosaved draft (definitions with `autosave`) in localStorage, one per form (resource + id or
 *   'new'): it survives a crash or a closed tab, and is offered back when that form opens again.
 *   Every one of them is deleted when the session ends (logout, 'Sign out everywhere', expiry): an
 *   unpublished post must not stay on a shared computer (app/store.ts; the sign-out buttons ask first).
 */
export const DRAFTS_STORAGE_KEY = 'folio-admin-drafts';
const AUTOSAVE_PREFIX = 'folio-admin-autosave:';

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

/** What an autosave keeps of a form. */
export interface AutosavedDraft {
  values: Record<string, unknown>;
  /** When it was written (ISO). */
  savedAt: string;
  /** The edited item's updatedAt when the form was loaded (null for a new item). */
  updatedAt: string | null;
}

export const autosaveKey = (resource: ResourceKey, id?: number) => `${AUTOSAVE_PREFIX}${resource}:${id ?? 'new'}`;

export function loadAutosave(resource: ResourceKey, id?: number): AutosavedDraft | null {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(autosaveKey(resource, id)) ?? 'null') as AutosavedDraft | null;
    return parsed && typeof parsed.values === 'object' && parsed.values !== null && typeof parsed.savedAt === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function saveAutosave(resource: ResourceKey, id: number | undefined, draft: AutosavedDraft): void {
  try {
    globalThis.localStorage?.setItem(autosaveKey(resource, id), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the form still holds what was typed.
  }
}

export function clearAutosave(resource: ResourceKey, id?: number): void {
  try {
    globalThis.localStorage?.removeItem(autosaveKey(resource, id));
  } catch {
    // Nothing to clear.
  }
}

/** An autosaved draft as the sign-out question names it. */
export interface AutosaveEntry {
  resource: string;
  /** The edited item's id; none for a new item. */
  id?: number;
  values: Record<string, unknown>;
  savedAt: string;
}

/** Every autosaved draft this browser keeps for the console, oldest first. */
export function listAutosaves(): AutosaveEntry[] {
  const entries: AutosaveEntry[] = [];
  try {
    const storage = globalThis.localStorage;
    if (!storage) return entries;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(AUTOSAVE_PREFIX)) continue;
      const [resource = '', id = 'new'] = key.slice(AUTOSAVE_PREFIX.length).split(':');
      let draft: AutosavedDraft | null = null;
      try {
        draft = JSON.parse(storage.getItem(key) ?? 'null') as AutosavedDraft | null;
      } catch {
        // Unreadable: still a draft to delete.
      }
      const values = draft && typeof draft.values === 'object' && draft.values !== null ? draft.values : {};
      entries.push({ resource, ...(id === 'new' ? {} : { id: Number(id) }), values, savedAt: typeof draft?.savedAt === 'string' ? draft.savedAt : '' });
    }
  } catch {
    // Storage unavailable: nothing kept.
  }
  return entries.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

/** Deletes every autosaved draft of the console (the session ended). */
export function clearAllAutosaves(): void {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(AUTOSAVE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
