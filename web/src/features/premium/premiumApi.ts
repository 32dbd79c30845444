import { API_PATHS } from '@shared/api/paths';
import type { OkResponse } from '@shared/api/schemas/common';
import type { ContentLockerClickResponse } from '@shared/api/schemas/contentLocker';
import type { PurchaseLinkResponse } from '@shared/api/schemas/purchases';
import type { RedeemBody } from '@shared/api/schemas/redeem';
import { api } from '../../store/apiSlice';

// The four Premium unlock calls. Success flips users/{uid}.premium on the server; the live user
// document then updates the whole app, so nothing here invalidates tags.
const premiumApi = api.injectEndpoints({
  endpoints: (build) => ({
    startOfferTask: build.mutation<ContentLockerClickResponse, undefined>({
      query: () => ({ url: API_PATHS.contentLockerClick, method: 'POST', body: {} }),
    }),
    completeFreePremium: build.mutation<OkResponse, undefined>({
      query: () => ({ url: API_PATHS.contentLockerComplete, method: 'POST', body: {} }),
    }),
    getPurchaseLink: build.mutation<PurchaseLinkResponse, undefined>({
      query: () => ({ url: API_PATHS.purchaseLink, method: 'GET' }),
    }),
    confirmPurchase: build.mutation<OkResponse, undefined>({
      query: () => ({ url: API_PATHS.claim, method: 'POST', body: {} }),
    }),
    // The one redeem call (the redeem card on /premium and on the profile both use it).
    redeemCode: build.mutation<OkResponse, RedeemBody>({
      query: (body) => ({ url: API_PATHS.redeem, method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useStartOfferTaskMutation,
  useCompleteFreePremiumMutation,
  useGetPurchaseLinkMutation,
  useConfirmPurchaseMutation,
  useRedeemCodeMutation,
} = premiumApi;
