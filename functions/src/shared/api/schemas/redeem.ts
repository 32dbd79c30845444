import { z } from 'zod';
import { REDEEM_CODE_MAX } from '../../constants.js';
import { requiredText } from '../fields.js';

// ---- POST /api/redeem (premium unlock by code) ---------------------------------------------

export const redeemBodySchema = z.object({
  code: requiredText('code', REDEEM_CODE_MAX, { requiredMessage: 'Enter a code.' }),
});
export type RedeemBody = z.infer<typeof redeemBodySchema>;
