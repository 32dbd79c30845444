// `star_catalogue/current`: the operator's stars, in their order, in one document. Everyone's dashboard reads the
// whole list, and edits are rare, so one read serves an instance for STAR_CATALOGUE_TTL_MS (stars/starCatalogue.ts)
// and every edit is one transaction. Each star keeps a revision and the catalogue a version: an admin's save names the
// revision the form was loaded at, and a save made meanwhile by another admin refuses it instead of being overwritten.
import { FieldValue } from 'firebase-admin/firestore';
import { DomainError } from '../domain/errors.js';
import { COLLECTIONS } from '../shared/collections.js';
import type { StarFields, StarRecord } from '../shared/api/schemas/stars.js';
import { db } from './db.js';

export interface StoredStarCatalogue {
  version: number;
  stars: StarRecord[];
}

const catalogueRef = () => db().collection(COLLECTIONS.starCatalogue).doc('current');

const EMPTY: StoredStarCatalogue = { version: 0, stars: [] };

function fromSnapshot(data: FirebaseFirestore.DocumentData | undefined): StoredStarCatalogue {
  if (!data) return EMPTY;
  return { version: Number(data.version) || 0, stars: Array.isArray(data.stars) ? (data.stars as StarRecord[]) : [] };
}

export async function readStarCatalogue(): Promise<StoredStarCatalogue> {
  return fromSnapshot((await catalogueRef().get()).data());
}

/** A star's id from its name: "Aria Vale" → "aria-vale" (a number is added while the id is taken). */
export function starIdFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'star';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

// Names keep the case the admin typed (the console and the app show them); every lookup compares them lower-cased.
const communitiesOfFields = (fields: StarFields) => ({ library: fields.library, forum: fields.forum });

function refuseNameTaken(stars: readonly StarRecord[], name: string, exceptId?: string): void {
  const folded = name.toLocaleLowerCase('en');
  if (stars.some((s) => s.id !== exceptId && s.name.toLocaleLowerCase('en') === folded))
    throw new DomainError('conflict', 'starNameTaken');
}

async function write<R>(update: (current: StoredStarCatalogue) => { stars: StarRecord[]; result: R }) {
  return db().runTransaction(async (tx) => {
    const ref = catalogueRef();
    const current = fromSnapshot((await tx.get(ref)).data());
    const { stars, result } = update(current);
    const version = current.version + 1;
    tx.set(ref, { version, stars, updatedAt: FieldValue.serverTimestamp() });
    return { version, result };
  });
}

/** Adds a star at the end of the list. */
export async function createStar(fields: StarFields): Promise<{ version: number; star: StarRecord }> {
  const saved = await write((current) => {
    refuseNameTaken(current.stars, fields.name);
    const star: StarRecord = {
      id: starIdFor(fields.name, new Set(current.stars.map((s) => s.id))),
      name: fields.name,
      persona: fields.persona,
      premium: fields.premium,
      ...communitiesOfFields(fields),
      avatarItemId: fields.avatarItemId,
      retired: false,
      revision: 1,
    };
    return { stars: [...current.stars, star], result: star };
  });
  return { version: saved.version, star: saved.result };
}

/** Replaces a star's fields, when nobody saved it since `revision`. */
export async function updateStar(
  id: string,
  edit: { fields: StarFields; retired: boolean; revision: number },
): Promise<{ version: number; star: StarRecord }> {
  const saved = await write((current) => {
    const index = current.stars.findIndex((s) => s.id === id);
    const existing = current.stars[index];
    if (!existing) throw new DomainError('notFound', 'starNotFound');
    if (existing.revision !== edit.revision) throw new DomainError('conflict', 'starChanged');
    refuseNameTaken(current.stars, edit.fields.name, id);
    const star: StarRecord = {
      id,
      name: edit.fields.name,
      persona: edit.fields.persona,
      premium: edit.fields.premium,
      ...communitiesOfFields(edit.fields),
      avatarItemId: edit.fields.avatarItemId,
      retired: edit.retired,
      revision: existing.revision + 1,
    };
    return { stars: current.stars.map((s, i) => (i === index ? star : s)), result: star };
  });
  return { version: saved.version, star: saved.result };
}

/** Puts the stars in the given order: every id once, when nobody changed the catalogue since `version`. */
export async function orderStars(ids: readonly string[], version: number): Promise<number> {
  const saved = await write((current) => {
    if (current.version !== version) throw new DomainError('conflict', 'starCatalogueChanged');
    const byId = new Map(current.stars.map((s) => [s.id, s]));
    const ordered = ids.flatMap((id) => byId.get(id) ?? []);
    if (ordered.length !== byId.size || new Set(ids).size !== ids.length || ids.length !== byId.size)
      throw new DomainError('invalid', 'starOrderIncomplete');
    return { stars: ordered, result: null };
  });
  return saved.version;
}
