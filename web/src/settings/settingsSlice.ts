import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authStateChanged } from '../identity/authSlice';

/**
 * Client settings state (docs/product-rules.md#sessions) that is not stored yet: the personalization being typed. What is stored (session
 * defaults, personalization, premium) is read from the live user document (settings/userSettings.ts).
 */
interface SettingsState {
  /** Whose draft this is: another user (or signing out) starts without one. */
  ownerUid?: string | null;
  personalizationDraft?: string;
}

const initialState: SettingsState = {};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    personalizationDraftChanged(state, action: PayloadAction<string>) {
      state.personalizationDraft = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(authStateChanged, (state, action) => {
      const uid = action.payload?.uid ?? null;
      if (uid === state.ownerUid) return;
      state.ownerUid = uid;
      delete state.personalizationDraft;
    });
  },
  selectors: {
    selectPersonalizationDraft: (state) => state.personalizationDraft,
  },
});

export const { personalizationDraftChanged } = settingsSlice.actions;
export const { selectPersonalizationDraft } = settingsSlice.selectors;
