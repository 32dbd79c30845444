import { z } from 'zod';
import { STAR_COMMUNITIES_MAX, STAR_NAME_MAX, STAR_PERSONA_MAX } from '../../constants.js';
import { patternField, requiredText } from '../fields.js';
import { SUBREDDIT_PATTERN } from './common.js';

// ---- The star catalogue: what everyone reads, and what admins edit ------------------------------------

const STAR_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const ITEM_ID_PATTERN = /^[A-Za-z0-9]{1,40}$/;

const publicStarSchema = z.object({
  id: z.string(),
  name: z.string(),
  subreddits: z.array(z.string()),
  premium: z.literal(true).optional(),
  persona: z.string(),
});

/** GET /api/stars: the stars on offer, in the operator's order (retired ones left out). */
export const starCatalogueResponseSchema = z.object({
  ok: z.literal(true),
  /** Changes with every edit: a client keeps the newest it has seen. */
  version: z.number().int(),
  stars: z.array(publicStarSchema),
});
export type StarCatalogueResponse = z.infer<typeof starCatalogueResponseSchema>;

/** A star as stored and as admins see it. `revision` grows with each save (two admins cannot overwrite each other). */
const starRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  persona: z.string(),
  premium: z.boolean(),
  /** Collections the operator's library serves. */
  library: z.array(z.string()),
  /** Communities of the forum (or the demo source) that the provider serves. */
  forum: z.array(z.string()),
  /** A processed upload (stored_media) whose card still is the star's picture until its media give one. */
  avatarItemId: z.string().nullable(),
  retired: z.boolean(),
  revision: z.number().int(),
});
export type StarRecord = z.infer<typeof starRecordSchema>;

export const adminStarsResponseSchema = z.object({
  ok: z.literal(true),
  version: z.number().int(),
  stars: z.array(starRecordSchema),
});
export type AdminStarsResponse = z.infer<typeof adminStarsResponseSchema>;

const communityList = (field: string) =>
  z
    .array(patternField(field, SUBREDDIT_PATTERN, '2 to 21 letters, digits or underscores'), {
      error: `${field} must be a list of community names.`,
    })
    .max(STAR_COMMUNITIES_MAX, `${field} may name at most ${STAR_COMMUNITIES_MAX} communities.`);

/** What an admin sets on a star (POST /api/admin/stars makes a new one, its id from its name). Its media: at least one library collection or forum community. */
export const starFieldsSchema = z
  .object({
    name: requiredText('name', STAR_NAME_MAX),
    persona: requiredText('persona', STAR_PERSONA_MAX, { requiredMessage: 'The mood line is required.' }),
    premium: z.boolean({ error: 'premium must be true or false.' }),
    library: communityList('library'),
    forum: communityList('forum'),
    avatarItemId: patternField('avatarItemId', ITEM_ID_PATTERN, 'a library item id').nullable(),
  })
  .refine((star) => star.library.length + star.forum.length > 0, {
    message: 'Name at least one library collection or forum community.',
  })
  .refine(
    (star) =>
      new Set([...star.library, ...star.forum].map((c) => c.toLowerCase())).size ===
      star.library.length + star.forum.length,
    { message: 'Each community may be named once.' },
  );
export type StarFields = z.infer<typeof starFieldsSchema>;

/** PUT /api/admin/stars/:id: the whole star, with the revision the admin's form was loaded at. */
export const starUpdateBodySchema = z.object({
  star: starFieldsSchema,
  revision: z.number({ error: 'revision must be a number.' }).int('revision must be a whole number.').min(1),
  retired: z.boolean({ error: 'retired must be true or false.' }),
});

export const starParamsSchema = z.object({
  id: patternField('id', STAR_ID_PATTERN, 'a star id'),
});

/** POST /api/admin/stars/order: every star's id in the new order, with the catalogue version it was loaded at. */
export const starOrderBodySchema = z.object({
  ids: z.array(patternField('ids', STAR_ID_PATTERN, 'star ids'), { error: 'ids must be a list of star ids.' }).max(500),
  version: z.number({ error: 'version must be a number.' }).int('version must be a whole number.'),
});

export const starSavedResponseSchema = z.object({ ok: z.literal(true), star: starRecordSchema, version: z.number() });
export type StarSavedResponse = z.infer<typeof starSavedResponseSchema>;
