import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_ENABLE_AI,
  DEFAULT_ENABLE_BAR,
  DEFAULT_SCREENS,
  DEFAULT_SESSION_LENGTH_MIN,
  type ScreenCount,
  type SessionLengthMin,
} from '@shared/constants';

export interface SessionDefaults {
  defaultScreens: ScreenCount;
  defaultLength: SessionLengthMin;
  enableAI: boolean;
  enableBar: boolean;
}

export interface Referrer {
  uid: string;
  name: string | null;
}

/** Client state of SPEC §3. `premium` and `emailVerified` mirror the user doc and the auth user. */
export interface SettingsState {
  settings: SessionDefaults;
  premium: boolean;
  emailVerified: boolean;
  personalization?: string | null;
  personalizationDraft?: string;
  referrer?: Referrer;
}

const initialState: SettingsState = {
  settings: {
    defaultScreens: DEFAULT_SCREENS,
    defaultLength: DEFAULT_SESSION_LENGTH_MIN,
    enableAI: DEFAULT_ENABLE_AI,
    enableBar: DEFAULT_ENABLE_BAR,
  },
  premium: false,
  emailVerified: false,
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsChanged(state, action: PayloadAction<Partial<SessionDefaults>>) {
      state.settings = { ...state.settings, ...action.payload };
    },
    premiumChanged(state, action: PayloadAction<boolean>) {
      state.premium = action.payload;
    },
    emailVerifiedChanged(state, action: PayloadAction<boolean>) {
      state.emailVerified = action.payload;
    },
    personalizationLoaded(state, action: PayloadAction<string | null>) {
      state.personalization = action.payload;
    },
    personalizationDraftChanged(state, action: PayloadAction<string>) {
      state.personalizationDraft = action.payload;
    },
    referrerStored(state, action: PayloadAction<Referrer>) {
      state.referrer = action.payload;
    },
    referrerCleared(state) {
      delete state.referrer;
    },
  },
  selectors: {
    selectSessionDefaults: (state) => state.settings,
    selectPremiumFlag: (state) => state.premium,
    selectEmailVerifiedFlag: (state) => state.emailVerified,
    selectPersonalization: (state) => state.personalization ?? null,
    selectPersonalizationDraft: (state) => state.personalizationDraft,
    selectReferrer: (state) => state.referrer ?? null,
  },
});

export const {
  settingsChanged,
  premiumChanged,
  emailVerifiedChanged,
  personalizationLoaded,
  personalizationDraftChanged,
  referrerStored,
  referrerCleared,
} = settingsSlice.actions;
export const {
  selectSessionDefaults,
  selectPremiumFlag,
  selectEmailVerifiedFlag,
  selectPersonalization,
  selectPersonalizationDraft,
  selectReferrer,
} = settingsSlice.selectors;
