import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Bytes of one running upload: sent so far and in all. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadsState = Record<string, UploadProgress>;

/**
 * The progress of each running upload, keyed by its upload id. The upload mutation reports here (its
 * argument stays serialisable: no callback in it); an entry lives from the start to the end of its upload.
 */
export const uploadProgressSlice = createSlice({
  name: 'uploads',
  initialState: {} as UploadsState,
  reducers: {
    uploadStarted(state, { payload }: PayloadAction<{ id: string; total: number }>) {
      state[payload.id] = { loaded: 0, total: payload.total };
    },
    uploadProgressed(state, { payload }: PayloadAction<{ id: string; loaded: number; total: number }>) {
      const entry = state[payload.id];
      if (!entry) return;
      entry.loaded = payload.loaded;
      entry.total = payload.total;
    },
    uploadEnded(state, { payload }: PayloadAction<string>) {
      delete state[payload];
    },
  },
});

export const { uploadStarted, uploadProgressed, uploadEnded } = uploadProgressSlice.actions;

/** Whole percent sent, 0 until the size is known, never above 100. */
export function percentSent(progress: UploadProgress | undefined): number {
  if (!progress || progress.total <= 0) return 0;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}

export const selectUploadPercent = (id: string | null) => (state: { uploads: UploadsState }) => (id ? percentSent(state.uploads[id]) : 0);
