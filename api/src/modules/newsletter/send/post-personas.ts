import { TAG_TYPES, parseTagType, type TagType } from '@folio/contracts';
import type { Db } from '../../../db/knex.js';

/** What of a post decides its audience (StoredPost has these). */
export type PostAudienceFields = { tagType?: string | null; personaIds: number[] };

/**
 * The personas a post is for, by the rule the site lists posts with (post-lists.repository.ts): a post
 * linked to personas belongs to those; linked to none, to its tag type; with neither (tag type 'All'),
 * to no persona in particular: empty, which sends it to every confirmed subscriber. The post's own
 * tag type comes first when it is among them (its accent colours the email), then the usual order.
 */
export async function postPersonas(db: Db, post: PostAudienceFields): Promise<TagType[]> {
  const own = parseTagType(post.tagType ?? null);
  let personas: TagType[] = [];
  if (post.personaIds.length > 0) {
    const rows = (await db('personas').whereIn('id', post.personaIds).select('tag_type')) as Array<{ tag_type: string | null }>;
    personas = [...new Set(rows.map((row) => parseTagType(row.tag_type)).filter((type): type is TagType => type !== null))];
  }
  if (personas.length === 0 && own) personas = [own];
  return TAG_TYPES.filter((type) => personas.includes(type)).sort((a, b) => Number(b === own) - Number(a === own));
}

export const personasToColumn = (personas: readonly TagType[]): string => personas.join(',');
export const personasFromColumn = (value: unknown): TagType[] =>
  String(value ?? '')
    .split(',')
    .map((type) => parseTagType(type.trim()))
    .filter((type): type is TagType => type !== null);
