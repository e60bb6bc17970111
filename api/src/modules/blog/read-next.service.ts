import { PERSONA_IDS, TAG_TYPES, type PostReadNext, type TagType } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import { notFound } from '../../domain-error.js';
import { postsRepository } from './posts.repository.js';
import type { Reader } from './posts.service.js';
import { readNextRepository, type ReadNextPost } from './read-next.repository.js';

/** A post's personas by the blog's rule: those it is assigned to, or, assigned to none, its tag type's (none: everyone's). */
function personasOf(post: ReadNextPost): TagType[] {
  const assigned = TAG_TYPES.filter((persona) => post.personaIds.includes(PERSONA_IDS[persona]));
  if (assigned.length > 0) return assigned;
  return TAG_TYPES.filter((persona) => persona === post.tagType);
}

/**
 * Whose posts end this one: the persona asked for (the visitor's) when the post is one of its posts,
 * else the post's own first persona, else (a post for everyone read without a persona) none: the whole blog.
 */
export function readNextPersona(post: ReadNextPost, askedId: number | null): TagType | null {
  const asked = TAG_TYPES.find((persona) => PERSONA_IDS[persona] === askedId) ?? null;
  const own = personasOf(post);
  if (asked && (own.length === 0 || own.includes(asked))) return asked;
  return own[0] ?? null;
}

/**
 * What ends a post visitors may read (the signed-in owner: any post, for the preview; a 404 for any
 * other slug): the persona's published posts just before and after it, and up to three related
 * published ones (sharing most tags, then of its category), without bodies.
 */
export async function readNext(db: Db, reader: Reader, slug: string, personaId: number | null): Promise<PostReadNext> {
  const post = await readNextRepository.post(db, slug, !reader.signedIn);
  if (!post) throw notFound('Post');
  const persona = readNextPersona(post, personaId);
  const ids = await readNextRepository.around(db, post, persona ? PERSONA_IDS[persona] : null);
  const posts = await postsRepository.summaries(db, [ids.previous, ids.next, ...ids.related].filter((id): id is number => id !== null));
  const byId = (id: number | null) => posts.find((found) => found.id === id) ?? null;
  return { persona, previous: byId(ids.previous), next: byId(ids.next), related: ids.related.map(byId).filter((found) => found !== null) };
}
