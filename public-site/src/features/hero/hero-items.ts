import { HERO_BUTTON_DEFAULTS, fixHeroText, parseTagType, type HeroItem, type Persona, type TagType, type WithMedia } from '@folio/contracts';
import { DEFAULT_IMAGE, personaImage } from '../../lib/images';

/** What one hero slide shows. */
export interface HeroSlideContent {
  key: string;
  tagType: TagType | null;
  subtitle: string;
  title: string;
  description: string;
  imagePath: string;
  primaryButtonText: string;
  primaryButtonUrl: string;
  secondaryButtonText: string;
  secondaryButtonUrl: string;
  /** The item's library images: alt text and placeholder. */
  media?: WithMedia['media'];
}

/** The spec's image fallbacks: a failed hero or persona image falls back to the persona image of its tag type, then the default image. */
export function heroImageFallbacks(tagType: TagType | null): string[] {
  return tagType ? [personaImage(tagType), DEFAULT_IMAGE] : [DEFAULT_IMAGE];
}

/** The hero items meant for a persona (its own personaId or an assignment). */
export function heroItemsFor<T extends HeroItem>(items: readonly T[], personaId: number): T[] {
  return items.filter((item) => item.personaId === personaId || (item.personaIds ?? []).includes(personaId));
}

const text = (value: unknown) => (typeof value === 'string' ? fixHeroText(value.trim()) : '');

export function fromHeroItem(item: HeroItem & WithMedia): HeroSlideContent {
  return {
    key: `hero-${item.id}`,
    tagType: parseTagType(item.tagType),
    subtitle: text(item.subtitle),
    title: text(item.title),
    description: text(item.description),
    imagePath: item.imagePath,
    primaryButtonText: item.primaryButtonText || HERO_BUTTON_DEFAULTS.primaryButtonText,
    primaryButtonUrl: item.primaryButtonUrl || HERO_BUTTON_DEFAULTS.primaryButtonUrl,
    secondaryButtonText: item.secondaryButtonText || HERO_BUTTON_DEFAULTS.secondaryButtonText,
    secondaryButtonUrl: item.secondaryButtonUrl || HERO_BUTTON_DEFAULTS.secondaryButtonUrl,
    media: item.media,
  };
}

/** Without hero items, a persona speaks for itself: its button (when it has one) leads, contact follows. */
export function fromPersona(persona: Persona & WithMedia): HeroSlideContent {
  return {
    key: `persona-${persona.id}`,
    tagType: persona.tagType ?? null,
    subtitle: text(persona.subtitle),
    title: text(persona.title),
    description: text(persona.description),
    imagePath: persona.imagePath,
    primaryButtonText: persona.buttonText && persona.buttonUrl ? persona.buttonText : HERO_BUTTON_DEFAULTS.primaryButtonText,
    primaryButtonUrl: persona.buttonText && persona.buttonUrl ? persona.buttonUrl : HERO_BUTTON_DEFAULTS.primaryButtonUrl,
    secondaryButtonText: HERO_BUTTON_DEFAULTS.secondaryButtonText,
    secondaryButtonUrl: HERO_BUTTON_DEFAULTS.secondaryButtonUrl,
    media: persona.media,
  };
}

/** The spec's built-in hero items: used only when both the hero list and the persona list are empty. */
export const BUILT_IN_SLIDES: readonly HeroSlideContent[] = [
  {
    key: 'built-in-enterprise',
    tagType: 'enterprise',
    subtitle: 'Technology',
    title: 'Technology that serves the people who use it',
    description: 'Architecture, platforms and delivery practices that keep complex systems calm and understandable.',
    imagePath: personaImage('enterprise'),
    ...HERO_BUTTON_DEFAULTS,
  },
  {
    key: 'built-in-business',
    tagType: 'business',
    subtitle: 'Business',
    title: 'Automation that gives teams their time back',
    description: 'Processes first, tools second: dependable workflows that a small team can understand and own.',
    imagePath: personaImage('business'),
    ...HERO_BUTTON_DEFAULTS,
  },
  {
    key: 'built-in-fitness',
    tagType: 'fitness',
    subtitle: 'Health',
    title: 'Strength and health for the long run',
    description: 'Coaching and training plans that fit real calendars and build habits that last.',
    imagePath: personaImage('fitness'),
    ...HERO_BUTTON_DEFAULTS,
  },
];

/** An item the hero can show: it needs at least a title and a description. */
export function isShowable(slide: HeroSlideContent): boolean {
  return slide.title !== '' && slide.description !== '';
}

/** The slides for a persona: its hero items, else its persona entry, else the built-in ones. */
export function heroSlides(heroItems: readonly (HeroItem & WithMedia)[], personas: readonly (Persona & WithMedia)[], personaId: number): HeroSlideContent[] {
  const items = heroItemsFor(heroItems, personaId);
  if (items.length > 0) return items.map(fromHeroItem);
  if (personas.length > 0) return personas.map(fromPersona);
  return [...BUILT_IN_SLIDES];
}
