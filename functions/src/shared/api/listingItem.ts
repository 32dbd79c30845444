import { z } from 'zod';

// The listing endpoint's item, as the server sends it (already normalised by media/listingPayload).
// Unknown keys pass through and everything but `id` is optional, because posts and providers vary;
// the media filters decide what is usable. Output is assignable to media/types.ts `ListingItem`.

const dimensionSchema = z.number().default(0);

const imageRefSchema = z.looseObject({
  u: z.string().optional(),
  url: z.string().optional(),
  gif: z.string().optional(),
  mp4: z.string().optional(),
  x: dimensionSchema,
  y: dimensionSchema,
});

const mediaMetadataEntrySchema = z.looseObject({
  status: z.string().optional(),
  e: z.string().optional(),
  m: z.string().optional(),
  s: imageRefSchema.optional(),
  p: z.array(imageRefSchema).optional(),
});

const galleryDataSchema = z.looseObject({
  items: z.array(z.looseObject({ media_id: z.string() })).default([]),
});

export const listingItemSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  permalink: z.string().optional(),
  score: z.number().optional(),
  ups: z.number().optional(),
  domain: z.string().optional(),
  url: z.string().optional(),
  url_overridden_by_dest: z.string().nullish(),
  is_gallery: z.boolean().optional(),
  gallery_data: galleryDataSchema.nullish(),
  media_metadata: z.record(z.string(), mediaMetadataEntrySchema).nullish(),
});

export type ListingItemPayload = z.infer<typeof listingItemSchema>;
