import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Referrer {
  uid: string;
  name: string | null;
}

/**
 * The referrer (docs/product-rules.md#referrals). `pending` is a `?ref=` uid seen in a URL and not yet
 * checked with the server; it outlives redirects that drop the query (e.g. /profile → /account).
 */
interface ReferralState {
  referrer?: Referrer;
  pending?: string;
  /** The referrer whose banner the user has seen; a claim waits for it (docs/product-rules.md, "Referrals"). */
  shown?: string;
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
      if (state.shown !== action.payload.uid) delete state.shown;
      state.referrer = action.payload;
      delete state.pending;
    },
    referrerShown(state, action: PayloadAction<string>) {
      state.shown = action.payload;
    },
    referrerCleared(state) {
      delete state.referrer;
      delete state.shown;
    },
  },
  selectors: {
    selectReferrer: (state) => state.referrer ?? null,
    selectPendingRef: (state) => state.pending ?? null,
  },
});

export const { refLinkSeen, refLinkDropped, referrerStored, referrerShown, referrerCleared } = referralSlice.actions;
export const { selectReferrer, selectPendingRef } = referralSlice.selectors;
