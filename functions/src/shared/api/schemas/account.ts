import { z } from 'zod';
import { requiredText } from '../fields.js';

// ---- Consent, data export and account deletion (docs/product-rules.md "Consent, delete and export") ----

/** POST /api/account/consent: the policy version the form showed; the server records it only if it is current. */
export const consentBodySchema = z.object({
  policyVersion: requiredText('policyVersion', 40),
});
export type ConsentBody = z.infer<typeof consentBodySchema>;

/** One stored document, as the export file lists it: its id and its fields, times as ISO strings. */
const exportedDocumentSchema = z.object({ id: z.string() }).catchall(z.unknown());

/** What happens to a part of the data when the account is deleted, for the reader of the export file. */
const onDeletionSchema = z.enum(['deleted', 'pseudonymised', 'kept']);

/** GET /api/account/export: everything stored about the caller, one entry per part of their data. */
export const accountExportSchema = z.object({
  format: z.literal('starsession-account-export/1'),
  exportedAt: z.string(),
  uid: z.string(),
  account: z.object({
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    createdAt: z.string().nullable(),
    lastSignInAt: z.string().nullable(),
    signInProviders: z.array(z.string()),
  }),
  parts: z.record(
    z.string(),
    z.object({
      description: z.string(),
      onDeletion: onDeletionSchema,
      documents: z.array(exportedDocumentSchema),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export type OnDeletion = z.infer<typeof onDeletionSchema>;
