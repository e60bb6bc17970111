import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../../api/session-events';
import type { ResourceKey } from '../../api/resources';
import { sessionApi } from '../../api/session-endpoints';
import { formKey } from '../navigation/console-routes';
import { loadDrafts } from './draft-storage';

export type FormMode = 'add' | 'edit';

/**
 * What is typed into the open form (which form is open is the address's business, not the store's).
 * Kept so that the form survives being re-mounted (the tabs become a dropdown) and becomes a draft
 * when the session ends.
 */
export interface FormEntry {
  resource: ResourceKey;
  /** The item being edited; none for an add form. */
  id?: number;
  values: Record<string, unknown>;
  /** The values differ from what the form opened with: leaving asks first. */
  changed: boolean;
  /** Counts the drafts restored into this form: the form re-mounts with their values. */
  restored: number;
}

/** An open form whose session ended before it was saved. */
export interface Draft {
  resource: ResourceKey;
  mode: FormMode;
  id?: number;
  values: Record<string, unknown>;
}

export interface ConsoleState {
  /** By formKey ('companies/new', 'blog-posts/12'). */
  forms: Record<string, FormEntry>;
  drafts: Draft[];
}

export type FormRef = { resource: ResourceKey; id?: number };

const initialState = (): ConsoleState => ({ forms: {}, drafts: loadDrafts() });

/** What is typed into the open form, and the drafts kept across a lost session. */
export const consoleSlice = createSlice({
  name: 'console',
  initialState,
  reducers: {
    trackForm(state, { payload }: PayloadAction<FormRef & { values: Record<string, unknown>; changed: boolean }>) {
      const key = formKey(payload.resource, payload.id);
      state.forms[key] = { ...payload, restored: state.forms[key]?.restored ?? 0 };
    },
    /** The form was saved, discarded or closed unchanged: what was typed is no longer needed. */
    closeForm(state, { payload }: PayloadAction<FormRef>) {
      delete state.forms[formKey(payload.resource, payload.id)];
    },
    /** The address moved on: only the form it shows (if any) keeps its values. */
    keepOnlyForm(state, { payload }: PayloadAction<string | null>) {
      for (const key of Object.keys(state.forms)) if (key !== payload) delete state.forms[key];
    },
    restoreDraft(state, { payload }: PayloadAction<number>) {
      const draft = state.drafts[payload];
      if (!draft) return;
      state.drafts.splice(payload, 1);
      const key = formKey(draft.resource, draft.id);
      state.forms[key] = { resource: draft.resource, id: draft.id, values: draft.values, changed: true, restored: (state.forms[key]?.restored ?? 0) + 1 };
    },
    discardDraft(state, { payload }: PayloadAction<number>) {
      state.drafts.splice(payload, 1);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        // Everything typed and not saved becomes a draft, offered back after signing in again.
        for (const form of Object.values(state.forms)) {
          if (!form.changed) continue;
          state.drafts = state.drafts.filter((draft) => formKey(draft.resource, draft.id) !== formKey(form.resource, form.id));
          state.drafts.push({ resource: form.resource, mode: form.id === undefined ? 'add' : 'edit', id: form.id, values: form.values });
        }
        state.forms = {};
      })
      .addMatcher(isAnyOf(sessionApi.endpoints.logout.matchFulfilled, sessionApi.endpoints.logoutEverywhere.matchFulfilled), () => ({ forms: {}, drafts: [] }));
  },
});

export const { trackForm, closeForm, keepOnlyForm, restoreDraft, discardDraft } = consoleSlice.actions;

type WithConsole = { console: ConsoleState };
export const selectDrafts = (state: WithConsole) => state.console.drafts;
export const selectForm = (key: string | null) => (state: WithConsole) => (key ? state.console.forms[key] : undefined);
