import { blogPostStruct } from './blog.js';
import { fieldErrors } from './errors.js';
import { IMAGE_PATH_RULE, LINK_TARGET_RULE, isImagePath, isLinkTarget, isUrl } from './fields.js';
import { caseStudyStruct, companyStruct, heroItemStruct, personaStruct, socialLinkStruct } from './portfolio.js';
import { STALE_ITEM_MESSAGE, UPDATED_AT_RULE, expectedVersion } from './version.js';

/** Addresses a browser would run, send to another host, or read differently from how they look. */
const HOSTILE_ADDRESSES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example',
  '//evil.example/images/a.png',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https:evil.example',
  'http:/evil.example',
  'https://',
  'https://exa mple.com',
  'https://example.com/\u0000',
  '/images/\u200ba.png',
  'images/a.png',
  'evil.example',
];

const hero = {
  personaId: 4,
  title: 'T',
  subtitle: 'S',
  description: 'D',
  imagePath: '/images/hero/a.svg',
  tagType: 'enterprise',
};

describe('link targets of the hero buttons', () => {
  it.each(['#experience', '#contact', '/blog', '/blog/post-one?x=1#top', 'https://example.com/a?b=c', 'http://example.com'])(
    'accepts %j',
    (value) => {
      expect(isLinkTarget(value)).toBe(true);
      expect(fieldErrors(heroItemStruct, { ...hero, primaryButtonUrl: value, secondaryButtonUrl: value })).toEqual({});
    },
  );

  it.each([...HOSTILE_ADDRESSES, '#', 'mailto:me@example.com'])('refuses %j with the rule', (value) => {
    expect(isLinkTarget(value)).toBe(false);
    expect(fieldErrors(heroItemStruct, { ...hero, primaryButtonUrl: value, secondaryButtonUrl: value })).toEqual({
      primaryButtonUrl: LINK_TARGET_RULE,
      secondaryButtonUrl: LINK_TARGET_RULE,
    });
  });

  it("still says 'Primary button URL is required' for a blank one, and fills in the defaults when left out", () => {
    expect(fieldErrors(heroItemStruct, { ...hero, primaryButtonUrl: '  ' })).toEqual({ primaryButtonUrl: 'Primary button URL is required' });
    expect(fieldErrors(heroItemStruct, hero)).toEqual({});
  });

  it('refuses a target longer than the 255 characters it is stored in', () => {
    expect(fieldErrors(heroItemStruct, { ...hero, primaryButtonUrl: `/${'a'.repeat(255)}` })).toEqual({ primaryButtonUrl: LINK_TARGET_RULE });
  });
});

describe('image, logo and icon paths', () => {
  it.each(['/images/a.svg', '/a', 'https://cdn.example.com/a.png', 'HTTP://EXAMPLE.COM/A.PNG'])('accepts %j', (value) => {
    expect(isImagePath(value)).toBe(true);
  });

  it.each([...HOSTILE_ADDRESSES, '#top'])('refuses %j in every image field', (value) => {
    expect(isImagePath(value)).toBe(false);
    expect(fieldErrors(heroItemStruct, { ...hero, imagePath: value })).toEqual({ imagePath: IMAGE_PATH_RULE });
    expect(fieldErrors(companyStruct, { name: 'Acme', logoPath: value })).toEqual({ logoPath: IMAGE_PATH_RULE });
    expect(fieldErrors(personaStruct, { title: 'T', subtitle: 'S', description: 'D', imagePath: value })).toEqual({ imagePath: IMAGE_PATH_RULE });
    expect(fieldErrors(socialLinkStruct, { platform: 'X', url: 'https://x.com/me', icon: value })).toEqual({ icon: IMAGE_PATH_RULE });
    expect(fieldErrors(blogPostStruct, { title: 'T', slug: 't', content: 'C', featuredImagePath: value })).toEqual({
      featuredImagePath: IMAGE_PATH_RULE,
    });
  });

  it("keeps the spec's 'is required' messages for blank required paths", () => {
    expect(fieldErrors(companyStruct, { name: 'Acme', logoPath: ' ' })).toEqual({ logoPath: 'Logo path is required' });
    expect(fieldErrors(personaStruct, { title: 'T', subtitle: 'S', description: 'D' })).toEqual({ imagePath: 'Image path is required' });
    expect(fieldErrors(socialLinkStruct, { platform: 'X', url: 'https://x.com/me', icon: '' })).toEqual({ icon: 'Icon path is required' });
  });
});

describe('web links (social links, case studies, persona buttons)', () => {
  it.each(['https://example.com', 'mailto:me@example.com'])('accepts %j', (value) => {
    expect(isUrl(value)).toBe(true);
  });

  it.each(HOSTILE_ADDRESSES)('refuses %j', (value) => {
    expect(isUrl(value)).toBe(false);
    expect(fieldErrors(socialLinkStruct, { platform: 'X', url: value, icon: '/i.svg' })).toEqual({ url: 'Must be a valid URL' });
    expect(fieldErrors(personaStruct, { title: 'T', subtitle: 'S', description: 'D', imagePath: '/p.svg', buttonUrl: value })).toEqual({
      buttonUrl: 'Must be a valid URL',
    });
    const study = { title: 'T', description: 'D', challenge: 'C', solution: 'S', results: 'R', personaId: 4 };
    expect(fieldErrors(caseStudyStruct, { ...study, url: value })).toEqual({ url: 'Must be a valid URL' });
  });
});

describe('expectedVersion (the updatedAt a PUT sends back)', () => {
  it('reads an ISO date-time to the millisecond, and none when it is missing or null', () => {
    expect(expectedVersion({ updatedAt: '2026-11-23T16:09:29.123Z' })).toEqual({ ok: true, value: Date.UTC(2026, 10, 23, 16, 9, 29, 123) });
    expect(expectedVersion({ title: 'x' })).toEqual({ ok: true, value: null });
    expect(expectedVersion({ updatedAt: null })).toEqual({ ok: true, value: null });
  });

  it.each([42, '', 'yesterday', '2026-13-45T00:00:00Z', '2026-11-23', true, {}])('refuses %j with a message', (updatedAt) => {
    expect(expectedVersion({ updatedAt })).toEqual({ ok: false, fields: { updatedAt: UPDATED_AT_RULE } });
  });

  it('has the message the console shows on a stale save', () => {
    expect(STALE_ITEM_MESSAGE).toBe('This item was changed elsewhere; reload it to see the changes');
  });
});
