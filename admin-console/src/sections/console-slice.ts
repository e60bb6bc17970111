import type { AdminCollection } from '@folio/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../api/session-events';
import type { BlogResource, ResourceKey } from '../api/resources';
import { sessionApi } from '../api/session-endpoints';
import { loadDrafts } from './draft-storage';

/** The dashboard sections: §2's ten (the nine collections and the blog) and the media library. */
export type SectionKey = AdminCollection | 'blog' | 'media';

export type FormMode = 'add' | 'edit';

export interface OpenForm {
  mode: FormMode;
  /** The item being edited. */
  id?: number;
  /** What was typed so far (kept when the section is left, and as a draft when the session ends). */
  values?: Record<string, unknown>;
  dirty?: boolean;
}

/** An open form whose session ended before it was saved. */
export interface Draft {
  resource: ResourceKey;
  mode: FormMode;
  id?: number;
  values: Record<string, unknown>;
}

export interface ConsoleState {
  section: SectionKey;
  blogSection: BlogResource;
  forms: Partial<Record<ResourceKey, OpenForm>>;
  drafts: Draft[];
}

export const DEFAULT_SECTION: SectionKey = 'companies';
export const DEFAULT_BLOG_SECTION: BlogResource = 'blog-posts';

const isBlogResource = (resource: ResourceKey): resource is BlogResource => resource.startsWith('blog-');
export const sectionOf = (resource: ResourceKey): SectionKey => (isBlogResource(resource) ? 'blog' : resource);

const initialState = (): ConsoleState => ({
  section: DEFAULT_SECTION,
  blogSection: DEFAULT_BLOG_SECTION,
  forms: {},
  drafts: loadDrafts(),
});

function show(state: ConsoleState, resource: ResourceKey) {
  state.section = sectionOf(resource);
  if (isBlogResource(resource)) state.blogSection = resource;
}

/** Which section is shown, which forms are open (add or edit) and the drafts kept across a lost session. */
export const consoleSlice = createSlice({
  name: 'console',
  initialState,
  reducers: {
    showSection(state, { payload }: PayloadAction<SectionKey>) {
      state.section = payload;
    },
    showBlogSection(state, { payload }: PayloadAction<BlogResource>) {
      state.blogSection = payload;
    },
    openForm(state, { payload }: PayloadAction<{ resource: ResourceKey; mode: FormMode; id?: number }>) {
      const { resource, ...form } = payload;
      state.forms[resource] = form;
    },
    closeForm(state, { payload }: PayloadAction<ResourceKey>) {
      delete state.forms[payload];
    },
    trackFormValues(state, { payload }: PayloadAction<{ resource: ResourceKey; values: Record<string, unknown>; dirty: boolean }>) {
      const form = state.forms[payload.resource];
      if (!form) return;
      form.values = payload.values;
      form.dirty = payload.dirty;
    },
    restoreDraft(state, { payload }: PayloadAction<number>) {
      const draft = state.drafts[payload];
      if (!draft) return;
      state.drafts.splice(payload, 1);
      show(state, draft.resource);
      state.forms[draft.resource] = { mode: draft.mode, id: draft.id, values: draft.values, dirty: true };
    },
    discardDraft(state, { payload }: PayloadAction<number>) {
      state.drafts.splice(payload, 1);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        // Everything typed and not saved becomes a draft, offered back after signing in again.
        for (const [resource, form] of Object.entries(state.forms) as [ResourceKey, OpenForm][]) {
          if (!form.dirty || !form.values) continue;
          state.drafts = state.drafts.filter((draft) => draft.resource !== resource);
          state.drafts.push({ resource, mode: form.mode, id: form.id, values: form.values });
        }
        state.forms = {};
      })
      .addMatcher(sessionApi.endpoints.logout.matchFulfilled, () => ({ ...initialState(), drafts: [] }));
  },
});

export const { showSection, showBlogSection, openForm, closeForm, trackFormValues, restoreDraft, discardDraft } =
  consoleSlice.actions;

type WithConsole = { console: ConsoleState };
export const selectSection = (state: WithConsole) => state.console.section;
export const selectBlogSection = (state: WithConsole) => state.console.blogSection;
export const selectFormMode = (resource: ResourceKey) => (state: WithConsole) => state.console.forms[resource]?.mode;
export const selectFormId = (resource: ResourceKey) => (state: WithConsole) => state.console.forms[resource]?.id;
export const selectDrafts = (state: WithConsole) => state.console.drafts;
