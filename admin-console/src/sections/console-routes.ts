import type { AdminCollection } from '@folio/contracts';
import type { ResourceKey } from '../api/resources';
import { DEFINITIONS, definitionOf } from './definitions';

/**
 * The console's addresses (under /admin): the one place that turns a section, a list or a form into
 * a path and a path back into what to show. Lists' filters and pages ride along as the query.
 *   /companies, /skills, … (the nine collections)   /media
 *   /blog/posts, /blog/categories, /blog/tags        (/blog goes to /blog/posts)
 *   <list>/new   an add form          <list>/<id>   the edit form of that item
 */

/** The dashboard sections: §2's ten (the nine collections and the blog) and the media library. */
export type SectionKey = AdminCollection | 'blog' | 'media';

/** Where /admin itself leads: §2's default section. */
export const DEFAULT_PATH = '/companies';

export interface FormAddress {
  mode: 'add' | 'edit';
  /** The item an edit form is for. */
  id?: number;
}

export type Screen =
  | { kind: 'media' }
  | { kind: 'list'; section: SectionKey; resource: ResourceKey; form?: FormAddress }
  /** No screen has this address: `section` when it lies inside a known one, `back` a way out. */
  | { kind: 'unknown'; section?: SectionKey; back: { path: string; label: string } };

const RESOURCES = Object.keys(DEFINITIONS) as ResourceKey[];
const ID = /^[1-9]\d{0,14}$/;

export const sectionOf = (resource: ResourceKey): SectionKey => (resource.startsWith('blog-') ? 'blog' : (resource as AdminCollection));

/** A list's path, e.g. '/companies' or '/blog/posts' (from the entity's definition). */
export const listPath = (resource: ResourceKey): string => `/${definitionOf(resource).path ?? resource}`;

/** The add form's path (no id) or an item's edit form's path. */
export const formPath = (resource: ResourceKey, id?: number): string => `${listPath(resource)}/${id ?? 'new'}`;

export function sectionPath(section: SectionKey): string {
  if (section === 'media') return '/media';
  return listPath(section === 'blog' ? 'blog-posts' : section);
}

export function screenAt(pathname: string): Screen {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/media') return { kind: 'media' };
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
  if (path.startsWith('/blog/')) return { kind: 'unknown', section: 'blog', back: { path: sectionPath('blog'), label: 'Back to Blog Posts' } };
  return { kind: 'unknown', back: { path: DEFAULT_PATH, label: 'Go to Companies' } };
}

export const sectionOfScreen = (screen: Screen): SectionKey | undefined => (screen.kind === 'media' ? 'media' : screen.section);

/** Names an open form's typed values in the store and its autosaved draft: 'companies/new', 'blog-posts/12'. */
export const formKey = (resource: ResourceKey, id?: number): string => `${resource}/${id ?? 'new'}`;

/** The key of the form a path shows, if it shows one. */
export function formKeyAt(pathname: string): string | null {
  const screen = screenAt(pathname);
  return screen.kind === 'list' && screen.form ? formKey(screen.resource, screen.form.id) : null;
}
