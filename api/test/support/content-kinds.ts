/**
 * Every kind of content the console edits, read from the API's content registry (posts included),
 * with what the suites that run over every kind need of each. Their items are made from each kind's
 * example, so a new kind needs no seed data here.
 */
import { CONTENT_ROUTES, POST_PAGE, type ContentKind as ContentKey } from '@folio/contracts';
import { CONTENT_REGISTRY } from '../../src/content-kinds.js';
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
  /** The text field its items are named by ('name', 'title'). */
  label: string;
  /** A valid new item (the definition's example). */
  example: Record<string, unknown>;
};

export type Row = { id: number; updatedAt: string } & Record<string, unknown>;

export const CSRF = 'x-csrf-token';
// The paged kind (posts) in its manual order, the one a reorder changes (the console's list defaults to the newest first).
const PAGE = `?limit=${POST_PAGE.maxLimit}&sort=manual`;

export const contentKinds: ContentKind[] = (Object.entries(CONTENT_REGISTRY) as [ContentKey, (typeof CONTENT_REGISTRY)[ContentKey]][]).map(
  ([key, entry]) => ({
    name: entry.orderable.adminPath,
    entity: entry.entity,
    table: entry.orderable.table,
    adminPath: `/api${entry.orderable.adminPath}`,
    adminList: `/api${entry.orderable.adminPath}${CONTENT_ROUTES[key].paged ? PAGE : ''}`,
    publicList: entry.publicPath ? `/api${entry.publicPath}${CONTENT_ROUTES[key].paged ? PAGE : ''}` : null,
    fields: Object.keys((entry.struct as unknown as { schema: Record<string, unknown> }).schema),
    personaLinks: entry.personaLinks,
    direction: entry.orderable.orderBy[0]![1],
    label: entry.label,
    example: entry.example,
  }),
);

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

/** Adds an item made from the kind's example (a new label and slug), with `changes`; answers it as stored. */
export async function addItem(admin: AdminClient, kind: ContentKind, changes: Record<string, unknown> = {}): Promise<Row> {
  made += 1;
  const body: Record<string, unknown> = { ...kind.example, [kind.label]: `Copy ${made}` };
  if (kind.fields.includes('slug')) body.slug = `copy-${made}-${Date.now()}`;
  const res = await admin.agent.post(kind.adminPath).set(CSRF, admin.csrf).send({ ...body, ...changes });
  expectStatus(res, 201);
  return res.body as Row;
}

/** The first item of the kind's list as its editor loads it, added from the example when the list is empty. */
export async function firstItem(admin: AdminClient, kind: ContentKind): Promise<Row> {
  const [first] = await listOf(admin, kind.adminList);
  return wholeItem(admin, kind, first ?? (await addItem(admin, kind)));
}

/** Gives every kind with an empty list one item from its example, for suites that read each kind's stored items (a kind need not be seeded). */
export async function oneOfEach(admin: AdminClient): Promise<void> {
  for (const kind of contentKinds) if ((await listOf(admin, kind.adminList)).length === 0) await addItem(admin, kind);
}
