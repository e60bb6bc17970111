/**
 * Undoing a delete (POST /api/admin/<kind>/restore) for every kind of admin content, read from the
 * definitions: the item comes back under its own id with its links (a post with its views, tags,
 * personas, category and creation time), as GET answered it; a taken id or slug is a 409, invalid
 * input and references deleted meanwhile are 400s naming what is wrong, and a refusal stores nothing.
 */
import { NOT_AN_OBJECT, RESTORE_RULES } from '@folio/contracts';
import { blogCategories } from '../src/modules/blog/blog-taxonomies.js';
import { collections } from '../src/modules/content/definitions.js';
import { orderableCollection, type Orderable } from '../src/modules/content/ordering/orderable.js';
import { orderingService } from '../src/modules/content/ordering/ordering.service.js';
import { CSRF, addItem, contentKinds, expectStatus, listOf, wholeItem, type ContentKind, type Row } from './support/content-kinds.js';
import { changedTables, tableDumper, type TableDump } from './support/table-dump.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const posts = contentKinds.find((kind) => kind.table === 'blog_posts')!;
const personas = contentKinds.find((kind) => kind.table === 'personas')!;
const categories = contentKinds.find((kind) => kind.table === 'blog_categories')!;
const tags = contentKinds.find((kind) => kind.table === 'blog_tags')!;
const withoutVersion = ({ updatedAt: _, ...item }: Row) => item;

describe.each(engines)('undoing a delete on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  let dump: (only?: readonly string[]) => Promise<TableDump>;
  beforeAll(async () => {
    // The view counter knows a reader by their address (X-Forwarded-For, trusted here).
    ctx = await createTestContext(engine, { TRUST_PROXY: 'true' });
    admin = await ctx.admin();
    dump = tableDumper(ctx.db);
  });
  afterAll(() => ctx.close());

  const restore = (kind: ContentKind, body: unknown) => admin.agent.post(`${kind.adminPath}/restore`).set(CSRF, admin.csrf).send(body as object);
  const remove = async (kind: ContentKind, id: number) => expectStatus(await admin.agent.delete(`${kind.adminPath}/${id}`).set(CSRF, admin.csrf), 204);
  /** The item as the console holds it when it deletes it: as the admin list (a post: as its editor) answers it. */
  const answered = async (kind: ContentKind, id: number): Promise<Row> => {
    const row = (await listOf(admin, kind.adminList)).find((item) => item.id === id);
    if (!row) throw new Error(`${kind.name}: ${id} is not listed`);
    return wholeItem(admin, kind, row);
  };
  const listedIds = async (kind: ContentKind) => (await listOf(admin, kind.adminList)).map((row) => row.id);
  /** Links worth keeping: two personas, and for a post a category, two tags, a past date and views. */
  const linked = async (kind: ContentKind): Promise<Record<string, unknown>> => {
    const changes: Record<string, unknown> = {};
    if (kind.fields.includes('personaIds')) changes.personaIds = [4, 1];
    if (kind.fields.includes('tagIds')) changes.tagIds = [(await addItem(admin, tags)).id, (await addItem(admin, tags)).id];
    if (kind.fields.includes('categoryId')) changes.categoryId = (await addItem(admin, categories)).id;
    if (kind === posts) Object.assign(changes, { status: 'published', publishedAt: '2024-03-01T10:00:00.000Z' });
    return changes;
  };

  /** A new item, with its links, read back as the console holds it (a post seen three times). */
  async function storedItem(kind: ContentKind, changes: Record<string, unknown> = {}): Promise<Row> {
    const item = await addItem(admin, kind, { ...(await linked(kind)), ...changes });
    // Three readers, each at an address of its own (the API counts one view per client and day).
    if (kind === posts) {
      for (let view = 0; view < 3; view += 1) {
        expectStatus(await ctx.client().post(`/api/blog/posts/${item.id}/view`).set('user-agent', 'Mozilla/5.0 (X11; Linux x86_64) Reader/1').set('x-forwarded-for', `198.51.100.${view + 1}`), 200);
      }
    }
    return answered(kind, item.id);
  }

  async function expectRefused(kind: ContentKind, body: unknown, status: number, fields: Record<string, string>, before: TableDump): Promise<void> {
    const res = await restore(kind, body);
    expect([res.status, res.body.fields]).toEqual([status, fields]);
    expect(typeof res.body.message).toBe('string');
    expect(changedTables(before, await dump())).toEqual([]);
  }

  describe.each(contentKinds)('$name', (kind) => {
    it('stores the item again under its own id with its links, as GET answered it, and later items still get new ids', async () => {
      const item = await storedItem(kind);
      if (kind === posts) expect([item.viewCount, item.tagIds, item.personaIds]).toEqual([3, expect.any(Array), [1, 4]]);
      const links = kind.personaLinks ? await ctx.db(kind.personaLinks).select() : [];
      await remove(kind, item.id);
      expect(await listedIds(kind)).not.toContain(item.id);

      const res = await restore(kind, item);
      expectStatus(res, 201);
      expect(withoutVersion(res.body as Row)).toEqual(withoutVersion(item));
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item.updatedAt));
      expect(await answered(kind, item.id)).toEqual(res.body);
      if (kind.personaLinks) expect(await ctx.db(kind.personaLinks).select()).toEqual(expect.arrayContaining(links));
      if (kind === posts) {
        expect(res.body).toMatchObject({ id: item.id, viewCount: 3, createdAt: item.createdAt, publishedAt: '2024-03-01T10:00:00.000Z', personaIds: [1, 4], tagIds: item.tagIds });
        expect((await ctx.client().get(`/api/blog/posts/slug/${String(item.slug)}`)).body).toMatchObject({ id: item.id, viewCount: 3 });
      }

      const later = await addItem(admin, kind);
      expect(later.id).toBeGreaterThan(item.id);
    });

    it('answers 409 when an item with that id exists, and stores nothing', async () => {
      const item = await storedItem(kind);
      const taken = RESTORE_RULES.idTaken(kind.entity, item.id);
      await expectRefused(kind, item, 409, { id: taken }, await dump());
      // Undo sent twice: the second finds the first's item.
      await remove(kind, item.id);
      expectStatus(await restore(kind, item), 201);
      const res = await restore(kind, item);
      expect([res.status, res.body]).toEqual([409, { message: taken, fields: { id: taken } }]);
    });

    it('refuses invalid input with a 400 naming the field, and stores nothing', async () => {
      const item = await storedItem(kind);
      await remove(kind, item.id);
      const before = await dump();
      const { id: _, ...withoutId } = item;
      await expectRefused(kind, withoutId, 400, { id: RESTORE_RULES.id }, before);
      for (const id of [0, -1, 1.5, 'first', null, 2 ** 31]) await expectRefused(kind, { ...item, id }, 400, { id: RESTORE_RULES.id }, before);
      await expectRefused(kind, [item], 400, { '': NOT_AN_OBJECT }, before);
      // An id the list never handed out would move its auto-increment counter: later items would skip ids.
      const unused = RESTORE_RULES.neverUsed(kind.entity, 2147483647);
      await expectRefused(kind, { ...item, id: 2147483647 }, 400, { id: unused }, before);
      expect((await restore(kind, { ...item, id: 2147483647 })).body.message).toBe(unused);
      const res = await restore(kind, { ...item, displayOrder: -1 });
      expect([res.status, Object.keys(res.body.fields)]).toEqual([400, ['displayOrder']]);
      if (kind === posts) {
        for (const viewCount of [-1, 2.5, 'many', undefined]) await expectRefused(kind, { ...item, viewCount }, 400, { viewCount: RESTORE_RULES.viewCount }, before);
        for (const createdAt of ['yesterday', '0999-12-31T00:00:00.000Z', null, undefined]) {
          await expectRefused(kind, { ...item, createdAt }, 400, { createdAt: RESTORE_RULES.createdAt }, before);
        }
      }
      expect(changedTables(before, await dump())).toEqual([]);
      expectStatus(await restore(kind, item), 201);
      const later = await addItem(admin, kind);
      expect(later.id).toBeLessThan(item.id + 10);
    });
  });

  describe.each(contentKinds.filter((kind) => kind.fields.includes('slug')))('$name with a slug', (kind) => {
    it('answers 409 when its slug was taken since the delete, and stores nothing', async () => {
      const item = await storedItem(kind);
      await remove(kind, item.id);
      await addItem(admin, kind, { slug: item.slug });
      await expectRefused(kind, item, 409, { slug: 'Slug is already in use' }, await dump());
      expect(await listedIds(kind)).not.toContain(item.id);
    });
  });

  describe.each(contentKinds.filter((kind) => kind.fields.includes('personaIds')))('$name assigned to personas', (kind) => {
    it('answers a persona (and for a post a category and tags) deleted since with a 400 that names each, and stores nothing', async () => {
      const persona = await addItem(admin, personas);
      const changes: Record<string, unknown> = { personaIds: [1, persona.id] };
      const gone = [{ kind: personas, id: persona.id }];
      if (kind === posts) {
        const category = await addItem(admin, categories);
        const tag = await addItem(admin, tags);
        Object.assign(changes, { categoryId: category.id, tagIds: [tag.id] });
        gone.push({ kind: categories, id: category.id }, { kind: tags, id: tag.id });
      }
      const item = await storedItem(kind, changes);
      await remove(kind, item.id);
      for (const { kind: other, id } of gone) await remove(other, id);

      const fields: Record<string, string> = { personaIds: `No persona with id ${persona.id}` };
      if (kind === posts) Object.assign(fields, { categoryId: `No category with id ${String(changes.categoryId)}`, tagIds: `No tag with id ${String((changes.tagIds as number[])[0])}` });
      const before = await dump();
      await expectRefused(kind, item, 400, fields, before);
      const res = await restore(kind, item);
      for (const message of Object.values(fields)) expect(res.body.message).toContain(message);
      expect(await listedIds(kind)).not.toContain(item.id);
    });
  });

  describe('when the database changes between the checks and the insert (another request, simulated inside the transaction)', () => {
    const skills = contentKinds.find((kind) => kind.table === 'skills')!;

    it('names a persona deleted just before the insert with the same 400', async () => {
      const persona = await addItem(admin, personas);
      const item = await storedItem(skills, { personaIds: [persona.id] });
      await remove(skills, item.id);
      const base = orderableCollection(collections.skills);
      const racing: Orderable = {
        ...base,
        async insertRestored(trx, values) {
          await trx('personas').where({ id: persona.id }).delete();
          await base.insertRestored(trx, values);
        },
      };
      const before = await dump();
      await expect(orderingService.restore(ctx.db, racing, item)).rejects.toMatchObject({ code: 'invalid', fields: { personaIds: `No persona with id ${persona.id}` } });
      expect(changedTables(before, await dump())).toEqual([]);
    });

    it('answers an id or a slug taken just before the insert with the same 409s', async () => {
      const item = await storedItem(categories);
      await remove(categories, item.id);
      const base = orderableCollection(blogCategories);
      const sameIdFirst: Orderable = {
        ...base,
        async insertRestored(trx, values) {
          await base.insertRestored(trx, { ...values, slug: `${String(values.slug)}-other` });
          await base.insertRestored(trx, values);
        },
      };
      const sameSlugFirst: Orderable = {
        ...base,
        async insertRestored(trx, values) {
          await trx('blog_categories').insert({ name: 'Other', slug: values.slug, updated_at: '2025-01-01 00:00:00.000' });
          await base.insertRestored(trx, values);
        },
      };
      const before = await dump();
      const taken = RESTORE_RULES.idTaken('Category', item.id);
      await expect(orderingService.restore(ctx.db, sameIdFirst, item)).rejects.toMatchObject({ code: 'conflict', message: taken, fields: { id: taken } });
      await expect(orderingService.restore(ctx.db, sameSlugFirst, item)).rejects.toMatchObject({ code: 'conflict', fields: { slug: 'Slug is already in use' } });
      expect(changedTables(before, await dump())).toEqual([]);
    });
  });
});
