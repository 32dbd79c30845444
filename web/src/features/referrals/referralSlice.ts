import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Referrer {
  uid: string;
  name: string | null;
}

/**
 * The referrer of SPEC §3 client state. `pending` is a `?ref=` uid seen in a URL and not yet
 * checked with the server; it outlives redirects that drop the query (e.g. /profile → /account).
 */
interface ReferralState {
  referrer?: Referrer;
  pending?: string;
}

const initialState: ReferralState = {};

export const referralSlice = createSlice({
  name: 'referral',
  initialState,
  reducers: {
    refLinkSeen(state, action: PayloadAction<string>) {
      state.pending = action.payload;
    },
    refLinkDropped(state) {
      delete state.pending;
    },
    referrerStored(state, action: PayloadAction<Referrer>) {
      state.referrer = action.payload;
      delete state.pending;
    },
    referrerCleared(state) {
      delete state.referrer;
    },
  },
  selectors: {
    selectReferrer: (state) => state.referrer ?? null,
    selectPendingRef: (state) => state.pending ?? null,
  },
});

export const { refLinkSeen, refLinkDropped, referrerStored, referrerCleared } = referralSlice.actions;
export const { selectReferrer, selectPendingRef } = referralSlice.selectors;
