import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ScreenCount, SessionLengthMin } from '@shared/constants';

/** The running session's configuration (docs/product-rules.md#sessions); null when no session is configured. */
export interface SessionConfig {
  starId: string;
  lengthMin: SessionLengthMin;
  screens: ScreenCount;
  enableAI: boolean;
  enableBar: boolean;
  mediaIntervalSec: number;
  ignoreVideoDuration: boolean;
  bpm: number;
}

interface SessionState {
  config: SessionConfig | null;
}

const initialState: SessionState = { config: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionConfigured(state, action: PayloadAction<SessionConfig>) {
      state.config = action.payload;
    },
    sessionEnded(state) {
      state.config = null;
    },
  },
  selectors: {
    selectSessionConfig: (state) => state.config,
  },
});

export const { sessionConfigured, sessionEnded } = sessionSlice.actions;
export const { selectSessionConfig } = sessionSlice.selectors;
