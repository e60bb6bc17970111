/**
 * Every kind of content the console edits, read from the definitions (the nine collections, the
 * blog's categories and tags) plus the posts, with what the reorder and restore suites need of each.
 */
import { POST_PAGE, blogPostStruct } from '@folio/contracts';
import { blogCategories, blogTags } from '../../src/modules/blog/blog-taxonomies.js';
import { collections } from '../../src/modules/collections/definitions.js';
import type { AdminClient } from './test-context.js';

export type ContentKind = {
  name: string;
  entity: string;
  table: string;
  /** `/api/admin/...`: POST, PUT/DELETE `/{id}`, PUT `/order`, POST `/restore`. */
  adminPath: string;
  /** The console's list, whole (posts: the largest page). */
  adminList: string;
  /** The visitors' list, or null. */
  publicList: string | null;
  /** Its contract's fields: which link lists and unique slug a new item has. */
  fields: string[];
  /** The link table of its personas, or null. */
  personaLinks: string | null;
  /** The list's sort: display_order ascending (collections) or descending (posts). */
  direction: 'asc' | 'desc';
};

export type Row = { id: number; updatedAt: string } & Record<string, unknown>;

export const CSRF = 'x-csrf-token';
const PAGE = `?limit=${POST_PAGE.maxLimit}`;

export const contentKinds: ContentKind[] = [
  ...[...Object.values(collections), blogCategories, blogTags].map((def) => ({
    name: def.adminPath,
    entity: def.entity,
    table: def.table,
    adminPath: `/api${def.adminPath}`,
    adminList: `/api${def.adminPath}`,
    publicList: def.publicPath ? `/api${def.publicPath}` : null,
    fields: Object.keys((def.struct as unknown as { schema: Record<string, unknown> }).schema),
    personaLinks: 'table' in def.personas ? def.personas.table : null,
    direction: 'asc' as const,
  })),
  {
    name: '/admin/blog/posts',
    entity: 'Post',
    table: 'blog_posts',
    adminPath: '/api/admin/blog/posts',
    adminList: `/api/admin/blog/posts${PAGE}`,
    publicList: `/api/blog/posts${PAGE}`,
    fields: Object.keys(blogPostStruct.schema),
    personaLinks: 'blog_post_personas',
    direction: 'desc',
  },
];

/** A text field each kind's new items are told apart by (any other: 'name'). */
const LABEL: Record<string, string> = { personas: 'title', hero_items: 'title', case_studies: 'title', experiences: 'title', education: 'degree', social_links: 'platform', blog_posts: 'title' };

export function expectStatus(res: { status: number; body: unknown }, status: number): void {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
}

export async function listOf(admin: AdminClient, path: string): Promise<Row[]> {
  const res = await admin.agent.get(path);
  expectStatus(res, 200);
  return res.body as Row[];
}

/** An item as its editor loads it: the post list carries no bodies, so a post is read whole by its slug. */
export async function wholeItem(admin: AdminClient, kind: ContentKind, row: Row): Promise<Row> {
  if (kind.table !== 'blog_posts') return row;
  const res = await admin.agent.get(`/api/blog/posts/slug/${encodeURIComponent(String(row.slug))}`);
  expectStatus(res, 200);
  return res.body as Row;
}

let made = 0;

/** Adds an item copied from the list's first one (a new slug and label), with `changes`; answers it as stored. */
export async function addItem(admin: AdminClient, kind: ContentKind, changes: Record<string, unknown> = {}): Promise<Row> {
  const [first] = await listOf(admin, kind.adminList);
  const { id: _id, updatedAt: _updatedAt, ...template } = await wholeItem(admin, kind, first!);
  made += 1;
  const label = LABEL[kind.table] ?? 'name';
  const body: Record<string, unknown> = { ...template, [label]: `Copy ${made}` };
  if (kind.fields.includes('slug')) body.slug = `copy-${made}-${Date.now()}`;
  const res = await admin.agent.post(kind.adminPath).set(CSRF, admin.csrf).send({ ...body, ...changes });
  expectStatus(res, 201);
  return res.body as Row;
}
