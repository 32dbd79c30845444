// What we accept from Yoti Identity Verification (developers.yoti.com/identity-verification "Session results"):
// GET /sessions/{id} names the checks, each with a report's recommendation, and the ID document's extracted text as
// a media resource; GET /sessions/{id}/media/{mediaId}/content is that text as JSON. Pure, so every refusal has its
// unit test. Nothing here is kept: the record keeps the outcome only.
import { z } from 'zod';

/** The checks a session is created with (yotiIdentityCheck.ts), all of which must recommend APPROVE. */
export const REQUIRED_CHECKS = ['ID_DOCUMENT_AUTHENTICITY', 'ID_DOCUMENT_FACE_MATCH', 'LIVENESS'] as const;

const checkSchema = z.object({
  type: z.string(),
  state: z.string(),
  report: z.object({ recommendation: z.object({ value: z.string() }).optional() }).optional(),
});

const sessionSchema = z.object({
  session_id: z.string(),
  state: z.string(),
  checks: z.array(checkSchema).default([]),
  resources: z
    .object({
      id_documents: z
        .array(z.object({ document_fields: z.object({ media: z.object({ id: z.string() }) }).optional() }))
        .default([]),
    })
    .default({ id_documents: [] }),
});

export type IdvSessionVerdict =
  | { outcome: 'approved'; documentFieldsMediaId: string }
  | { outcome: 'pending' }
  | { outcome: 'failed'; reason: 'rejected' | 'expired' | 'incomplete' | 'unreadable' };

/** The session's standing: approved only when it is ours, completed, and every required check approved. */
export function readIdvSession(raw: unknown, sessionId: string): IdvSessionVerdict {
  const parsed = sessionSchema.safeParse(raw);
  if (!parsed.success || parsed.data.session_id !== sessionId) return { outcome: 'failed', reason: 'unreadable' };
  const session = parsed.data;
  if (session.state === 'ONGOING') return { outcome: 'pending' };
  if (session.state === 'EXPIRED') return { outcome: 'failed', reason: 'expired' };
  if (session.state !== 'COMPLETED') return { outcome: 'failed', reason: 'unreadable' };
  const recommendations = REQUIRED_CHECKS.map((type) => {
    const found = session.checks.filter((check) => check.type === type);
    if (found.length === 0 || found.some((check) => check.state !== 'DONE')) return 'MISSING';
    // Every check of the type must approve (a retried liveness leaves one check per attempt).
    return found.every((check) => check.report?.recommendation?.value === 'APPROVE') ? 'APPROVE' : 'NOT_APPROVED';
  });
  if (recommendations.includes('NOT_APPROVED')) return { outcome: 'failed', reason: 'rejected' };
  if (recommendations.includes('MISSING')) return { outcome: 'failed', reason: 'incomplete' };
  // One identity document: two could carry two people's names.
  const [document, ...others] = session.resources.id_documents;
  const mediaId = document?.document_fields?.media.id;
  if (!mediaId || others.length > 0) return { outcome: 'failed', reason: 'incomplete' };
  return { outcome: 'approved', documentFieldsMediaId: mediaId };
}

const documentFieldsSchema = z.object({
  full_name: z.string().optional(),
  given_names: z.string().optional(),
  family_name: z.string().optional(),
  date_of_birth: z.iso.date(),
});

export interface DocumentIdentity {
  fullName: string;
  dateOfBirth: string;
}

/** The name and date of birth read off the document; null when either is missing or malformed. */
export function readDocumentFields(raw: unknown): DocumentIdentity | null {
  const parsed = documentFieldsSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { full_name, given_names, family_name, date_of_birth } = parsed.data;
  // An empty full_name counts as none: fall back on the parts.
  const whole = full_name?.trim() ?? '';
  const fullName = whole === '' ? [given_names, family_name].filter(Boolean).join(' ').trim() : whole;
  return fullName ? { fullName, dateOfBirth: date_of_birth } : null;
}
