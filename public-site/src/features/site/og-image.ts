import { PERSONA_TITLES, type TagType } from '@folio/contracts';

/**
 * Link-preview images (1200×630) drawn by the rendering server. Their address carries a short hash
 * of what is drawn, so a changed title, owner or accent is a new URL that no cache has kept.
 */
export type OgImageSubject =
  | { kind: 'site'; ownerName: string }
  | { kind: 'persona'; persona: TagType; ownerName: string }
  | { kind: 'post'; slug: string; title: string; ownerName: string; accent: string }
  | { kind: 'case-study'; slug: string; title: string; ownerName: string; accent: string }
  /** A CV: a persona's, or the all-persona one (null). */
  | { kind: 'cv'; persona: TagType | null; ownerName: string };

/** FNV-1a, 32 bits, in base 36: a cache key, not a security measure. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** What the image shows, in one string: the version part of its URL. */
export function ogImageFingerprint(subject: OgImageSubject): string {
  switch (subject.kind) {
    case 'site':
      return shortHash(`site|${subject.ownerName}`);
    case 'persona':
      return shortHash(`persona|${subject.persona}|${PERSONA_TITLES[subject.persona]}|${subject.ownerName}`);
    case 'post':
      return shortHash(`post|${subject.slug}|${subject.title}|${subject.ownerName}|${subject.accent}`);
    case 'case-study':
      return shortHash(`case-study|${subject.slug}|${subject.title}|${subject.ownerName}|${subject.accent}`);
    case 'cv':
      return shortHash(`cv|${subject.persona ?? ''}|${subject.persona ? PERSONA_TITLES[subject.persona] : ''}|${subject.ownerName}`);
  }
}

function ogImageFile(subject: OgImageSubject): string {
  switch (subject.kind) {
    case 'site':
      return 'site';
    case 'persona':
      return `persona/${subject.persona}`;
    case 'post':
      return `post/${encodeURIComponent(subject.slug)}`;
    case 'case-study':
      return `case-study/${encodeURIComponent(subject.slug)}`;
    case 'cv':
      return subject.persona ? `cv/${subject.persona}` : 'cv';
  }
}

/** The site path of a subject's image: /og/site.png, /og/persona/{persona}.png, /og/post/{slug}.png, /og/case-study/{slug}.png, /og/cv.png, /og/cv/{persona}.png, with ?v=. */
export function ogImagePath(subject: OgImageSubject): string {
  return `/og/${ogImageFile(subject)}.png?v=${ogImageFingerprint(subject)}`;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
