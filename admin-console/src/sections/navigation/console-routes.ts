import type { ResourceKey } from '../../api/resources';
import { DEFINITION_LIST, definitionOf } from '../definitions';

/**
 * The console's addresses (under /admin): the one place that turns a section, a list or a form into
 * a path and a path back into what to show. Lists' filters and pages ride along as the query.
 *   /overview   the analytics overview the console opens on (its range in the query)
 *   /<resource> or the definition's `path` (/companies, /blog/posts, …)   /media
 *   /<group>  a group's tab goes to its first kind (/blog goes to /blog/posts)
 *   <list>/new   an add form          <list>/<id>   the edit form of that item
 *   /inbox   the contact messages     /inbox/<id>   one message     /inbox/subjects   the form's subjects
 *   /cv   the CV settings (the CV chosen in the query: ?profile=<persona>, none for the all-persona one)
 *   /subscribers   the newsletter's subscribers (filters and page in the query)
 *   /site   the site's settings: the owner's words on the public pages (features/site-settings)
 */

/** A dashboard section: 'overview', an ungrouped kind's key, a group's key (e.g. 'blog'), 'cv', 'media', 'inbox', 'subscribers' or 'site'. */
export type SectionKey = string;

const RESOURCES = DEFINITION_LIST.map((definition) => definition.resource);
const ID = /^[1-9]\d{0,14}$/;

export const sectionOf = (resource: ResourceKey): SectionKey => definitionOf(resource).group?.key ?? resource;

/** The kinds a section holds, in order: an ungrouped kind alone, or a group's (the first is the one it opens on). */
export const kindsOf = (section: SectionKey): ResourceKey[] => RESOURCES.filter((resource) => sectionOf(resource) === section);

/** The tabs of the kinds of content in the spec's dashboard order: each ungrouped kind by its title, each group where its first kind stands. */
export const CONTENT_SECTIONS: readonly { key: SectionKey; label: string }[] = DEFINITION_LIST.flatMap((definition) =>
  !definition.group
    ? [{ key: definition.resource, label: definition.labels.title }]
    : kindsOf(definition.group.key)[0] === definition.resource
      ? [{ key: definition.group.key, label: definition.group.label }]
      : [],
);

/** The groups' keys: each is also an address (/blog) that leads to its first kind. */
export const GROUP_KEYS: readonly SectionKey[] = [...new Set(DEFINITION_LIST.flatMap((definition) => (definition.group ? [definition.group.key] : [])))];

/** The analytics overview: where /admin itself leads, and where a sign-out starts over (docs/decisions.md). */
export const OVERVIEW_PATH = '/overview';

/** The default content section: the spec's first (Companies), where an address that shows nothing leads back to. */
export const DEFAULT_PATH = `/${definitionOf(RESOURCES[0]!).path ?? RESOURCES[0]}`;
const DEFAULT_LABEL = CONTENT_SECTIONS[0]!.label;

export interface FormAddress {
  mode: 'add' | 'edit';
  /** The item an edit form is for. */
  id?: number;
}

/** What the inbox shows: its list (filters and page in the query), one message, or the editor of the contact form's subjects. */
export type InboxView = { page: 'list' } | { page: 'message'; id: number } | { page: 'subjects' };

/** The inbox's list; a message's address (`inboxPath(12)`) and the subjects editor's (`inboxPath('subjects')`). */
export const inboxPath = (to?: number | 'subjects'): string => (to === undefined ? '/inbox' : `/inbox/${to}`);

/**
 * The CV settings (features/cv). Which CV is shown rides in the query (?profile=fitness), so that
 * choosing another one is no leaving: the unsaved settings of every CV stay while the owner switches.
 */
export const CV_PATH = '/cv';

/** The newsletter's Subscribers screen (features/newsletter): its filters and page ride along as the query. */
export const SUBSCRIBERS_PATH = '/subscribers';

/** The Site settings screen (features/site-settings): the chooser's, the blog's and the contact section's words. */
export const SITE_SETTINGS_PATH = '/site';

export type Screen =
  | { kind: 'overview' }
  | { kind: 'cv' }
  | { kind: 'media' }
  | { kind: 'subscribers' }
  | { kind: 'site' }
  | { kind: 'inbox'; view: InboxView }
  | { kind: 'list'; section: SectionKey; resource: ResourceKey; form?: FormAddress }
  /** No screen has this address: `section` when it lies inside a known one, `back` a way out. */
  | { kind: 'unknown'; section?: SectionKey; back: { path: string; label: string } };

/** A list's path, e.g. '/companies' or '/blog/posts' (from the entity's definition). */
export const listPath = (resource: ResourceKey): string => `/${definitionOf(resource).path ?? resource}`;

/** The add form's path (no id) or an item's edit form's path. */
export const formPath = (resource: ResourceKey, id?: number): string => `${listPath(resource)}/${id ?? 'new'}`;

export function sectionPath(section: SectionKey): string {
  if (section === 'overview') return OVERVIEW_PATH;
  if (section === 'cv') return CV_PATH;
  if (section === 'media') return '/media';
  if (section === 'inbox') return inboxPath();
  if (section === 'subscribers') return SUBSCRIBERS_PATH;
  if (section === 'site') return SITE_SETTINGS_PATH;
  return listPath(kindsOf(section)[0]!);
}

export function screenAt(pathname: string): Screen {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === OVERVIEW_PATH) return { kind: 'overview' };
  if (path.startsWith(`${OVERVIEW_PATH}/`)) return { kind: 'unknown', section: 'overview', back: { path: OVERVIEW_PATH, label: 'Back to Overview' } };
  if (path === CV_PATH) return { kind: 'cv' };
  if (path.startsWith(`${CV_PATH}/`)) return { kind: 'unknown', section: 'cv', back: { path: CV_PATH, label: 'Back to CV' } };
  if (path === '/media') return { kind: 'media' };
  if (path === SUBSCRIBERS_PATH) return { kind: 'subscribers' };
  if (path.startsWith(`${SUBSCRIBERS_PATH}/`)) return { kind: 'unknown', section: 'subscribers', back: { path: SUBSCRIBERS_PATH, label: 'Back to Subscribers' } };
  if (path === SITE_SETTINGS_PATH) return { kind: 'site' };
  if (path.startsWith(`${SITE_SETTINGS_PATH}/`)) return { kind: 'unknown', section: 'site', back: { path: SITE_SETTINGS_PATH, label: 'Back to Site settings' } };
  if (path === inboxPath()) return { kind: 'inbox', view: { page: 'list' } };
  if (path === inboxPath('subjects')) return { kind: 'inbox', view: { page: 'subjects' } };
  if (path.startsWith(`${inboxPath()}/`)) {
    const rest = path.slice(inboxPath().length + 1);
    if (ID.test(rest)) return { kind: 'inbox', view: { page: 'message', id: Number(rest) } };
    return { kind: 'unknown', section: 'inbox', back: { path: inboxPath(), label: 'Back to Inbox' } };
  }
  for (const resource of RESOURCES) {
    const base = listPath(resource);
    const section = sectionOf(resource);
    if (path === base) return { kind: 'list', section, resource };
    if (!path.startsWith(`${base}/`)) continue;
    const rest = path.slice(base.length + 1);
    if (rest === 'new') return { kind: 'list', section, resource, form: { mode: 'add' } };
    if (ID.test(rest)) return { kind: 'list', section, resource, form: { mode: 'edit', id: Number(rest) } };
    return { kind: 'unknown', section, back: { path: base, label: `Back to ${definitionOf(resource).labels.title}` } };
  }
  if (path.startsWith('/media/')) return { kind: 'unknown', section: 'media', back: { path: '/media', label: 'Back to Media' } };
  const group = GROUP_KEYS.find((key) => path.startsWith(`/${key}/`));
  if (group) return { kind: 'unknown', section: group, back: { path: sectionPath(group), label: `Back to ${definitionOf(kindsOf(group)[0]!).labels.title}` } };
  return { kind: 'unknown', back: { path: DEFAULT_PATH, label: `Go to ${DEFAULT_LABEL}` } };
}

export function sectionOfScreen(screen: Screen): SectionKey | undefined {
  if (screen.kind === 'overview') return 'overview';
  if (screen.kind === 'cv') return 'cv';
  if (screen.kind === 'media') return 'media';
  if (screen.kind === 'inbox') return 'inbox';
  if (screen.kind === 'subscribers') return 'subscribers';
  if (screen.kind === 'site') return 'site';
  return screen.section;
}

/** Names an open form's typed values in the store and its autosaved draft: 'companies/new', 'blog-posts/12'. */
export const formKey = (resource: ResourceKey, id?: number): string => `${resource}/${id ?? 'new'}`;

/** The key of the form a path shows, if it shows one. */
export function formKeyAt(pathname: string): string | null {
  const screen = screenAt(pathname);
  return screen.kind === 'list' && screen.form ? formKey(screen.resource, screen.form.id) : null;
}
