import type { ComponentType } from 'react';

/**
 * How soon an island's code loads and hydrates (docs/architecture.md, "Pages and islands"):
 * - `visible`: once the window has loaded, when it comes within half a screen of the viewport (the
 *   carousels, the contact form);
 * - `idle`: once the window has loaded, when the browser has nothing else to do (nothing yet: kept for what must run soon);
 * - `interaction`: at the first pointer, focus or key inside it (the skills filter: its buttons do nothing until used).
 * Whatever the rule, the first interaction inside an island starts it at once.
 */
export type HydrateRule = 'visible' | 'idle' | 'interaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own props type (IslandProps)
type IslandEntry = { load: () => Promise<ComponentType<any>>; when: HydrateRule };

/**
 * Every island: its name (written in the page as data-island), the module of its component (loaded
 * only in a page that has one) and its rule. An island's component takes everything it shows as
 * props that survive JSON, and reads no store, router or context but the theme: the server renders
 * it from the same props the browser hydrates it with.
 */
export const ISLANDS = {
  heroSlides: { load: () => import('../features/hero/hero-slides').then((module) => module.HeroSlides), when: 'visible' },
  caseStudies: { load: () => import('../features/case-studies/case-studies').then((module) => module.CaseStudies), when: 'visible' },
  skills: { load: () => import('../features/skills/skills-filter').then((module) => module.SkillsFilter), when: 'interaction' },
  contactForm: { load: () => import('../features/contact/contact-form-island').then((module) => module.ContactFormIsland), when: 'visible' },
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof ISLANDS;

/** The props an island's component takes. */
export type IslandProps<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]['load']>> extends ComponentType<infer P> ? P : never;

/** An island's component, loaded (its chunk, in the browser). */
export const loadIsland = <N extends IslandName>(name: N) => ISLANDS[name].load() as Promise<ComponentType<IslandProps<N>>>;

/** The attributes an island's element carries in the page. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_RULE_ATTRIBUTE = 'data-island-when';
/** The island root's useId prefix, the server's and the browser's (island.tsx). */
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
/** Set on an island's element while a button clicked in it waits for it to be live (public/theme-init.js). */
export const ISLAND_PENDING_ATTRIBUTE = 'data-island-pending';
/** Set on an island's element once React has hydrated it (what the browser tests wait for). */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
