import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Entity } from '../../api/resource-endpoints';
import { sessionApi } from '../../api/session-endpoints';

/**
 * The list an item was deleted from: a kind of content's key ('skills'), or the key of a list that
 * is no kind of content (the inbox's 'messages').
 */
export type DeletedFrom = string;

/** A deleted item, whole as it was read before the delete, waiting for an Undo until dismissed. */
export interface DeletedItem {
  resource: DeletedFrom;
  item: Entity;
  /** What its row was called. */
  title: string;
}

/** What was deleted in this tab, newest first: Undo stays offered until the owner dismisses it. */
export const recentlyDeletedSlice = createSlice({
  name: 'recentlyDeleted',
  initialState: [] as DeletedItem[],
  reducers: {
    itemDeleted(state, { payload }: PayloadAction<DeletedItem>) {
      return [payload, ...state.filter((entry) => !(entry.resource === payload.resource && entry.item.id === payload.item.id))];
    },
    deletedItemSettled(state, { payload }: PayloadAction<{ resource: DeletedFrom; id: number }>) {
      return state.filter((entry) => !(entry.resource === payload.resource && entry.item.id === payload.id));
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(sessionApi.endpoints.logout.matchFulfilled, () => []);
  },
});

export const { itemDeleted, deletedItemSettled } = recentlyDeletedSlice.actions;
