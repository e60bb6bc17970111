import type { Db } from '../../../db/knex.js';

/**
 * What a persona's delete changes besides its own row, in the same transaction, before it: its links
 * go with it (ON DELETE CASCADE), so a post linked to it and to no other persona becomes unassigned,
 * and shows for every persona by its tag type. `blog_posts.has_personas` says so on the post's row
 * (the persona lists read it from an index); a cascade fires no trigger on MySQL, so it is set here.
 */
export async function releasePersona(trx: Db, personaId: number): Promise<void> {
  await trx('blog_posts')
    .whereIn('id', trx('blog_post_personas').select('post_id').where('persona_id', personaId))
    .whereNotExists(
      trx('blog_post_personas as other')
        .select(1)
        .whereRaw('other.post_id = blog_posts.id')
        .andWhere('other.persona_id', '<>', personaId),
    )
    .update({ has_personas: 0 });
}
