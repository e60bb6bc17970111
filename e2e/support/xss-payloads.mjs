// Classic stored-XSS payloads, and the content that carries them into every text field of every
// collection and the blog. Each payload calls alert/confirm/prompt with its own number, so a run
// that catches one says which.

export const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '<svg onload=alert(3)>',
  '<svg><script>alert(4)</script></svg>',
  '<iframe srcdoc="<script>parent.alert(5)</script>">',
  '<iframe src="javascript:alert(6)">',
  '<a href="javascript:alert(7)">x7</a>',
  '<a href="data:text/html,<script>alert(8)</script>">x8</a>',
  '"><script>alert(9)</script>',
  "'><img src=x onerror=alert(10)>",
  '" onmouseover="alert(11)" x="',
  "' autofocus onfocus='alert(12)",
  '<body onload=alert(13)>',
  '<details open ontoggle=alert(14)>',
  '<input autofocus onfocus=confirm(15)>',
  '<video><source onerror=alert(16)></video>',
  '<object data="javascript:alert(17)">',
  '<embed src="javascript:alert(18)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(19)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(20)>">',
  "<style>@import 'javascript:alert(21)';</style>",
  '<div style="background:url(javascript:alert(22))">x22</div>',
  '[x23](javascript:alert(23))',
  '![x24](javascript:alert(24))',
  '[x25](data:text/html;base64,PHNjcmlwdD5hbGVydCgyNSk8L3NjcmlwdD4=)',
  '<a href="jav&#x09;ascript:alert(26)">x26</a>',
  '<a href="&#106;avascript:alert(27)">x27</a>',
  '\\u003cscript\\u003ealert(28)\\u003c/script\\u003e',
  '\uFF1Cscript\uFF1Ealert(29)\uFF1C/script\uFF1E',
  '</script><script>alert(30)</script>',
  '<!--<img src="--><img src=x onerror=alert(31)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(32)">',
  '<form action="javascript:alert(33)"><button>x33</button></form>',
  "{{constructor.constructor('alert(34)')()}}",
  '${alert(35)}',
  '<base href="javascript:alert(36)//">',
  '<template><img src=x onerror=alert(37)></template>',
  'javascript:alert(38)',
  '<x onclick=alert(39) style=display:block>x39</x>',
  '<svg><a xlink:href="javascript:alert(40)"><text y="20">x40</text></a></svg>',
  '<ScRiPt>prompt(41)</sCrIpT>',
  '<img src=x onerror=\\u0061lert(42)>',
  'data:text/html,<script>alert(43)</script>',
  '[x44](<javascript:alert(44)>)',
  '<a href=" javascript:alert(45)">x45</a>',
  '\u2028</script>\u2029<script>alert(46)</script>',
];

/** Packs the payloads into as few chunks as fit `max` characters each; a payload longer than `max` is left out. */
export function chunks(max, prefix = '') {
  const result = [];
  let current = prefix;
  for (const payload of PAYLOADS) {
    if (prefix.length + 1 + payload.length > max) continue;
    if (current.length + 1 + payload.length > max) {
      result.push(current);
      current = prefix;
    }
    current = `${current} ${payload}`;
  }
  if (current !== prefix) result.push(current);
  return result;
}

/** The text that says which item a page shows (payloads around it never hide it from textContent). */
export const marker = (collection, index) => `xssmark-${collection}-${index}`;

/** An image the public site ships, for the base items' image, logo and icon paths. */
const IMAGE = '/images/default.svg';

/**
 * Per collection: its admin path, a valid base item (non-text fields), its free-text fields with
 * their maximum lengths (the contract's), and its validated fields (URLs, image, logo and icon
 * paths, slugs), which get each payload alone (and packed behind a prefix the field accepts) to see
 * what they refuse; what they accept is stored and shown. The first free field carries the item's
 * marker.
 */
export const COLLECTIONS = [
  { name: 'companies', path: 'admin/companies', base: { displayOrder: 0, logoPath: IMAGE }, text: { name: 255 }, validated: { logoPath: '/' } },
  {
    name: 'experiences',
    path: 'admin/experiences',
    base: { displayOrder: 0, personaIds: [], logoPath: IMAGE },
    text: { title: 255, company: 255, period: 255, description: 10_000 },
    validated: { logoPath: '/' },
  },
  { name: 'skills', path: 'admin/skills', base: { level: 50, category: 'technical', displayOrder: 0, personaIds: [] }, text: { name: 255, description: 10_000 }, validated: {} },
  { name: 'education', path: 'admin/education', base: { displayOrder: 0, personaIds: [] }, text: { degree: 255, institution: 255, period: 255, description: 10_000 }, validated: {} },
  {
    name: 'certifications',
    path: 'admin/certifications',
    base: { displayOrder: 0, personaIds: [], logoPath: IMAGE },
    text: { name: 255, issuer: 255, year: 20 },
    validated: { logoPath: '/' },
  },
  {
    name: 'personas',
    path: 'admin/personas',
    base: { displayOrder: 50, buttonUrl: null, tagType: null, imagePath: IMAGE },
    text: { title: 255, subtitle: 255, description: 10_000, buttonText: 255 },
    validated: { buttonUrl: 'https://example.com/', imagePath: '/' },
  },
  {
    name: 'hero-items',
    path: 'admin/hero-items',
    base: { personaId: 4, tagType: 'enterprise', isActive: true, displayOrder: 0, personaIds: [], imagePath: '/images/default.svg', primaryButtonUrl: '#experience', secondaryButtonUrl: '#contact' },
    text: { title: 255, subtitle: 255, description: 10_000, primaryButtonText: 255, secondaryButtonText: 255 },
    validated: { imagePath: '/', primaryButtonUrl: '/', secondaryButtonUrl: 'https://example.com/' },
  },
  {
    name: 'social-links',
    path: 'admin/social-links',
    base: { url: 'https://example.com/', displayOrder: 0, icon: IMAGE },
    text: { platform: 50 },
    validated: { url: 'https://example.com/', icon: '/' },
  },
  {
    name: 'case-studies',
    path: 'admin/case-studies',
    base: { personaId: 4, personaIds: [4], displayOrder: 0, imagePath: null, url: null },
    text: { title: 255, subtitle: 255, description: 50_000, challenge: 50_000, solution: 50_000, results: 50_000, tagType: 100 },
    list: { technologies: 60 },
    validated: { imagePath: '/', url: 'https://example.com/' },
  },
  { name: 'categories', path: 'admin/blog/categories', base: { displayOrder: 0 }, text: { name: 100, description: 10_000 }, validated: { slug: 'a-' }, slugged: true },
  { name: 'tags', path: 'admin/blog/tags', base: { displayOrder: 0 }, text: { name: 100 }, validated: { slug: 'a-' }, slugged: true },
  {
    name: 'posts',
    path: 'admin/blog/posts',
    base: { status: 'published', categoryId: null, tagType: null, displayOrder: 0, personaIds: [], tagIds: [], featuredImagePath: null },
    text: { title: 255, excerpt: 1000, content: 200_000 },
    validated: { slug: 'a-', featuredImagePath: '/' },
    slugged: true,
  },
];

/**
 * The items of one collection: as many as the shortest field needs to carry every payload that
 * fits it (a 50-character field carries only the short ones), each field cycling through its
 * chunks, the first field starting with the item's marker.
 */
export function itemsOf(collection) {
  const fields = Object.entries(collection.text);
  const [markerField] = fields[0];
  const room = (field, max) => (field === markerField ? max - marker(collection.name, 99).length : max);
  const perField = Object.fromEntries(fields.map(([field, max]) => [field, chunks(room(field, max))]));
  const count = Math.max(...Object.values(perField).map((list) => list.length));
  return Array.from({ length: count }, (_, index) => {
    const item = { ...collection.base };
    for (const [field, list] of Object.entries(perField)) item[field] = list[index % list.length];
    item[markerField] = `${marker(collection.name, index)}${item[markerField]}`;
    for (const [field, max] of Object.entries(collection.list ?? {})) {
      item[field] = PAYLOADS.filter((payload) => payload.length <= max && !payload.includes(','));
    }
    if (collection.slugged) item.slug = `xss-${collection.name}-${index}`;
    return item;
  });
}
