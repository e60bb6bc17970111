import { POST_STATUSES, type PostStatus } from '@folio/contracts';
import { fromDbDateTime } from '../../../db/dates.js';
import type { Db } from '../../../db/knex.js';
import type { PostForEmail } from './post-email.js';
import type { PostAudienceFields } from './post-personas.js';

/** What sending a post by email reads of it: its text, whether visitors may read it, what decides its audience. */
export type PostToSend = PostForEmail & PostAudienceFields & { id: number; status: PostStatus; publishedAt: string | null };

/**
 * A post as it is stored, whatever its status (the blog module's own tables, read as the analytics
 * read them: the email needs only these columns and the post's persona links).
 */
export async function findPostToSend(db: Db, id: number): Promise<PostToSend | null> {
  const row = await db('blog_posts').where({ id }).first('id', 'title', 'slug', 'content', 'featured_image_path', 'tag_type', 'status', 'published_at');
  if (!row) return null;
  const personaIds = (await db('blog_post_personas').where({ post_id: id }).orderBy('persona_id').pluck('persona_id')) as Array<number | string>;
  return {
    id: Number(row.id),
    title: String(row.title),
    slug: String(row.slug),
    content: String(row.content ?? ''),
    featuredImagePath: row.featured_image_path ?? null,
    tagType: row.tag_type ?? null,
    status: (POST_STATUSES as readonly string[]).includes(row.status) ? (row.status as PostStatus) : 'draft',
    publishedAt: fromDbDateTime(row.published_at),
    personaIds: personaIds.map(Number),
  };
}
