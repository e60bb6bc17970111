import type { TagType } from '@folio/contracts';
import { createListenerMiddleware, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { saveStoredPersona } from './persona-storage';

export interface PersonaState {
  /** none (null) or one of enterprise, business, fitness (the spec's persona states). */
  selected: TagType | null;
}

export const personaSlice = createSlice({
  name: 'persona',
  initialState: { selected: null } as PersonaState,
  reducers: {
    personaSelected(state, action: PayloadAction<TagType | null>) {
      state.selected = action.payload;
    },
  },
  selectors: {
    selectStoredPersona: (state) => state.selected,
  },
});

export const { personaSelected } = personaSlice.actions;
export const { selectStoredPersona } = personaSlice.selectors;

/** The part of the store this slice's selectors read. */
export type PersonaRoot = { [personaSlice.reducerPath]: PersonaState };

/** Saves every change of persona in browser storage. */
export const personaStorageListener = createListenerMiddleware();
personaStorageListener.startListening({
  actionCreator: personaSelected,
  effect: (action) => saveStoredPersona(action.payload),
});
