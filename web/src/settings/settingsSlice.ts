import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_ENABLE_AI,
  DEFAULT_ENABLE_BAR,
  DEFAULT_SCREENS,
  DEFAULT_SESSION_LENGTH_MIN,
  type ScreenCount,
  type SessionLengthMin,
} from '@shared/constants';
import { authStateChanged } from '../identity/authSlice';

export interface SessionDefaults {
  defaultScreens: ScreenCount;
  defaultLength: SessionLengthMin;
  enableAI: boolean;
  enableBar: boolean;
}

/**
 * Client state of SPEC §3. Premium and email-verified are read from their sources (the live user
 * document, the auth user) and the referrer lives in features/referrals, so none is copied here.
 */
interface SettingsState {
  /** Whose settings these are: another user (or signing out) starts again from the spec defaults. */
  ownerUid?: string | null;
  settings: SessionDefaults;
  personalization?: string | null;
  personalizationDraft?: string;
}

const initialState: SettingsState = {
  settings: {
    defaultScreens: DEFAULT_SCREENS,
    defaultLength: DEFAULT_SESSION_LENGTH_MIN,
    enableAI: DEFAULT_ENABLE_AI,
    enableBar: DEFAULT_ENABLE_BAR,
  },
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsChanged(state, action: PayloadAction<Partial<SessionDefaults>>) {
      state.settings = { ...state.settings, ...action.payload };
    },
    personalizationLoaded(state, action: PayloadAction<string | null>) {
      state.personalization = action.payload;
    },
    personalizationDraftChanged(state, action: PayloadAction<string>) {
      state.personalizationDraft = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(authStateChanged, (state, action) => {
      const uid = action.payload?.uid ?? null;
      if (uid === state.ownerUid) return;
      state.ownerUid = uid;
      state.settings = initialState.settings;
      delete state.personalization;
      delete state.personalizationDraft;
    });
  },
  selectors: {
    selectSessionDefaults: (state) => state.settings,
    selectPersonalization: (state) => state.personalization ?? null,
    selectPersonalizationDraft: (state) => state.personalizationDraft,
  },
});

export const { settingsChanged, personalizationLoaded, personalizationDraftChanged } = settingsSlice.actions;
export const { selectSessionDefaults, selectPersonalization, selectPersonalizationDraft } = settingsSlice.selectors;
