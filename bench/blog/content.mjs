// Deterministic, realistic-looking seed content for the blog-at-size bench: markdown bodies of varied
// length (headings, paragraphs, lists, quotes, fenced code) and every other entity's fields. The same
// seed gives the same content, so two runs measure the same data.

/** mulberry32: a small seeded PRNG (Math.random cannot be seeded). */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'architecture platform delivery team review coaching habit strength training plan workflow automation ' +
  'process customer service latency database index query cache deploy release pipeline observability metric ' +
  'incident budget roadmap strategy founder market pricing sales onboarding feedback iteration prototype ' +
  'design system component interface contract schema migration rollback resilience capacity throughput ' +
  'recovery mobility endurance nutrition sleep progress consistency mindset leadership hiring culture ' +
  'documentation decision tradeoff boundary module dependency version upgrade security audit compliance ' +
  'the a of to and in for with on that is it as at by from this we our your be are was can will not'
).split(' ');
export const COMMON_WORD = 'kubernetes'; // in about one post in ten: a search with many hits
export const RARE_WORD = (index) => `zephyrine${index}`; // in one post only

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const sentence = (rand, min = 6, max = 18) => {
  const words = Array.from({ length: min + Math.floor(rand() * (max - min)) }, () => pick(rand, WORDS));
  return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
};
const paragraph = (rand) => Array.from({ length: 2 + Math.floor(rand() * 5) }, () => sentence(rand)).join(' ');
const title = (rand) => sentence(rand, 3, 8).slice(0, -1);

const CODE = [
  '```ts\nexport async function retry<T>(task: () => Promise<T>, attempts = 3): Promise<T> {\n  for (let i = 1; ; i += 1) {\n    try {\n      return await task();\n    } catch (error) {\n      if (i >= attempts) throw error;\n    }\n  }\n}\n```',
  '```sql\nSELECT id, title, slug FROM blog_posts\nWHERE status = \'published\'\nORDER BY display_order DESC, id DESC\nLIMIT 12;\n```',
  '```bash\nnpm ci && npm run build\nnode api/dist/main.js\n```',
  '```json\n{ "name": "folio", "private": true, "workspaces": ["api", "public-site"] }\n```',
];

/**
 * A markdown body whose length follows a long tail (0.6–12 KB, 3.8 KB on average: the issue measured
 * 30 KB for 8 posts), with a
 * contents-worthy structure: `##`/`###` headings, lists, a quote, sometimes fenced code.
 */
export function markdownBody(rand, index) {
  const target = Math.round(600 * Math.exp(rand() * 3));
  const parts = [paragraph(rand)];
  while (parts.join('\n\n').length < target) {
    const kind = rand();
    if (kind < 0.25) parts.push(`## ${title(rand)}`);
    else if (kind < 0.35) parts.push(`### ${title(rand)}`);
    else if (kind < 0.45) parts.push(Array.from({ length: 3 + Math.floor(rand() * 4) }, () => `- ${sentence(rand, 3, 9)}`).join('\n'));
    else if (kind < 0.5) parts.push(`> ${sentence(rand)}`);
    else if (kind < 0.57) parts.push(pick(rand, CODE));
    else parts.push(paragraph(rand));
  }
  if (index % 10 === 3) parts.push(`Running it on ${COMMON_WORD} changed the ${pick(rand, WORDS)} for good.`);
  parts.push(`Reference ${RARE_WORD(index)}.`);
  return parts.join('\n\n');
}

export function postInput(rand, index, { categoryIds, tagIds, personaIds }) {
  const draft = index % 10 === 9; // one in ten stays a draft: the public list must leave it out
  const tags = new Set(Array.from({ length: Math.floor(rand() * 4) }, () => pick(rand, tagIds)));
  const personas = new Set(Array.from({ length: Math.floor(rand() * 3) }, () => pick(rand, personaIds)));
  return {
    title: `${title(rand)} (${index})`,
    slug: `bench-post-${index}`,
    excerpt: rand() < 0.8 ? sentence(rand, 12, 30) : '',
    content: markdownBody(rand, index),
    featuredImagePath: rand() < 0.5 ? `/images/blog/post-${index % 40}.jpg` : '',
    // Required with an image (the post contract); given to every post so that the draws above stay as they were.
    featuredImageAlt: `Cover of bench post ${index}`,
    categoryId: rand() < 0.85 ? pick(rand, categoryIds) : null,
    tagType: pick(rand, ['enterprise', 'business', 'fitness', null]),
    status: draft ? 'draft' : 'published',
    displayOrder: Math.floor(rand() * 50),
    personaIds: [...personas],
    tagIds: [...tags],
    publishedAt: draft ? null : new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString(),
  };
}

const TAG_TYPES = ['enterprise', 'business', 'fitness'];

/** One input per collection for entity number `i` (1-based); `personaIds` are ids that exist. */
export const COLLECTIONS = {
  personas: (rand, i) => ({
    title: `Persona ${i}`,
    subtitle: title(rand),
    description: paragraph(rand),
    imagePath: `/images/personas/${i % 12}.jpg`,
    buttonText: 'Read more',
    buttonUrl: 'https://example.com/about',
    tagType: null,
    displayOrder: i,
  }),
  companies: (rand, i) => ({ name: `Company ${i}`, logoPath: `/images/logos/${i % 20}.svg`, displayOrder: i }),
  experiences: (rand, i, ids) => ({
    title: title(rand),
    company: `Company ${i}`,
    logoPath: `/images/logos/${i % 20}.svg`,
    period: `${2000 + (i % 24)} - Present`,
    description: `${sentence(rand)}\n${sentence(rand)}\n${sentence(rand)}`,
    displayOrder: i,
    personaIds: [pick(rand, ids)],
  }),
  skills: (rand, i, ids) => ({
    name: `Skill ${i}`,
    level: 1 + Math.floor(rand() * 100),
    category: pick(rand, ['technical', 'business', 'methodologies', 'soft-skills']),
    description: sentence(rand),
    displayOrder: i,
    personaIds: [pick(rand, ids)],
  }),
  education: (rand, i, ids) => ({
    degree: `Degree ${i}`,
    institution: `Institute ${i % 50}`,
    period: `${1990 + (i % 30)} - ${1994 + (i % 30)}`,
    description: `${sentence(rand)}\n${sentence(rand)}`,
    displayOrder: i,
    personaIds: [pick(rand, ids)],
  }),
  certifications: (rand, i, ids) => ({
    name: `Certification ${i}`,
    issuer: `Issuer ${i % 30}`,
    year: String(2000 + (i % 25)),
    logoPath: `/images/logos/${i % 20}.svg`,
    displayOrder: i,
    personaIds: [pick(rand, ids)],
  }),
  'hero-items': (rand, i, ids) => ({
    personaId: pick(rand, ids),
    title: title(rand),
    subtitle: title(rand),
    description: paragraph(rand),
    imagePath: `/images/hero/${i % 10}.jpg`,
    tagType: pick(rand, TAG_TYPES),
    isActive: i % 5 !== 0,
    displayOrder: i,
    personaIds: [pick(rand, ids)],
  }),
  'social-links': (rand, i) => ({
    platform: pick(rand, ['LinkedIn', 'X', 'Instagram', 'Email', 'GitHub']),
    url: `https://example.com/profile/${i}`,
    icon: `/images/icons/${i % 5}.svg`,
    displayOrder: i,
  }),
  'case-studies': (rand, i, ids) => ({
    title: `Case study ${i}`,
    subtitle: title(rand),
    description: `<p>${paragraph(rand)}</p>`,
    challenge: `<p>${paragraph(rand)}</p>`,
    solution: `<p>${paragraph(rand)}</p>`,
    results: `<p>${paragraph(rand)}</p>`,
    imagePath: `/images/cases/${i % 10}.jpg`,
    tagType: pick(rand, TAG_TYPES),
    technologies: ['TypeScript', 'SQL', 'nginx'].slice(0, 1 + (i % 3)),
    url: '',
    displayOrder: i,
    personaId: pick(rand, ids),
    personaIds: [pick(rand, ids)],
  }),
};
