// The owner editing while visitors read (load and crash suites): repeated saves of a skill, a case
// study and a post through the admin API, each read back at once. A save that answers 200 must read
// back exactly as sent, its link tables included (personas, tags); anything else is a finding.

const PERSONA_SETS = [[], [4], [1, 5], [1, 4, 5]];

/** The fields a PUT sends (the contract's input), plus `updatedAt` when the API keeps one (stale-edit check). */
const INPUT_FIELDS = {
  skills: ['name', 'level', 'category', 'description', 'years', 'displayOrder', 'personaIds'],
  'case-studies': ['title', 'slug', 'subtitle', 'role', 'timeline', 'description', 'challenge', 'solution', 'results', 'imagePath', 'tagType', 'technologies', 'url', 'displayOrder', 'personaId', 'personaIds'],
  posts: ['title', 'slug', 'excerpt', 'content', 'featuredImagePath', 'categoryId', 'tagType', 'status', 'displayOrder', 'personaIds', 'tagIds', 'publishedAt'],
};

const inputOf = (kind, item) => {
  const input = Object.fromEntries(INPUT_FIELDS[kind].map((field) => [field, item[field]]));
  if (item.updatedAt !== undefined) input.updatedAt = item.updatedAt;
  return input;
};

const sameSet = (a, b) => JSON.stringify([...a].sort((x, y) => x - y)) === JSON.stringify([...b].sort((x, y) => x - y));

/**
 * `call` is an admin client's call (support/admin-client.mjs). `items` are `{ skill, caseStudy, post }`
 * as the admin API answered them; `tagIds` the tags a post may carry. Each `save()` edits the next
 * item and reads it back; resolves to `{ saves, findings }`.
 */
export function adminEditor(call, items, tagIds) {
  const state = { skills: items.skill, 'case-studies': items.caseStudy, posts: items.post };
  const findings = [];
  let saves = 0;
  let round = 0;

  const readBack = async (kind, id) => {
    if (kind === 'posts') {
      const answer = await call('GET', `blog/posts/slug/${state.posts.slug}`);
      return answer.status === 200 ? answer.body : { status: answer.status };
    }
    const answer = await call('GET', `admin/${kind}`);
    return answer.status === 200 ? answer.body.find((item) => item.id === id) : { status: answer.status };
  };

  const change = (kind, n) => {
    const personaIds = PERSONA_SETS[n % PERSONA_SETS.length];
    if (kind === 'skills') return { name: `Load skill ${n}`, level: 1 + (n % 100), description: `Edited ${n} times`, personaIds };
    if (kind === 'case-studies') return { title: `Load case study ${n}`, results: `<p>Round ${n}</p>`, personaIds, technologies: [`tech-${n}`] };
    return { title: `Load post ${n}`, excerpt: `Excerpt ${n}`, personaIds, tagIds: tagIds.slice(0, n % (tagIds.length + 1)) };
  };

  const compare = (kind, sent, stored) => {
    for (const [field, value] of Object.entries(sent)) {
      const same = Array.isArray(value) && field !== 'technologies' ? sameSet(value, stored[field] ?? []) : JSON.stringify(value) === JSON.stringify(stored[field]);
      if (!same) return `${field}: sent ${JSON.stringify(value)}, read back ${JSON.stringify(stored[field])}`;
    }
    return null;
  };

  /** Saves the next item and reads it back; a difference is a finding. */
  async function saveNext() {
    const kinds = Object.keys(state);
    const kind = kinds[round % kinds.length];
    round += 1;
    const sent = change(kind, round);
    const path = kind === 'posts' ? `admin/blog/posts/${state[kind].id}` : `admin/${kind}/${state[kind].id}`;
    const answer = await call('PUT', path, { ...inputOf(kind, state[kind]), ...sent });
    if (answer.status !== 200) {
      findings.push(`PUT ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
      return;
    }
    saves += 1;
    const stored = await readBack(kind, state[kind].id);
    const difference = compare(kind, sent, stored);
    if (difference) findings.push(`${kind} ${state[kind].id} after save ${round}: ${difference}`);
    else state[kind] = stored;
    if (kind === 'posts' && !difference) {
      // The link table as the public call reads it (with the owner's cookie: past the micro-cache).
      const links = await call('GET', `blog/posts/${stored.id}/tags`);
      const linked = links.status === 200 ? links.body.map((link) => link.tagId) : [`status ${links.status}`];
      if (!sameSet(linked, sent.tagIds)) findings.push(`post ${stored.id} tag links ${JSON.stringify(linked)} after sending ${JSON.stringify(sent.tagIds)}`);
    }
  }

  return {
    findings,
    get saves() {
      return saves;
    },
    /** One save of the next item and its read-back; a failure is recorded, never thrown. */
    async save() {
      try {
        await saveNext();
      } catch (error) {
        findings.push(`save ${round}: no answer (${error.cause?.code ?? error.cause?.message ?? error.message})`);
      }
    },
  };
}

/** A skill, a case study and a post of the seed, as the admin API answers them, for the editor to work on. */
export async function itemsToEdit(call, postSlug) {
  const [skills, caseStudies, post, tags] = await Promise.all([
    call('GET', 'admin/skills'),
    call('GET', 'admin/case-studies'),
    call('GET', `blog/posts/slug/${postSlug}`),
    call('GET', 'blog/tags'),
  ]);
  return { items: { skill: skills.body[0], caseStudy: caseStudies.body[0], post: post.body }, tagIds: tags.body.map((tag) => tag.id) };
}
