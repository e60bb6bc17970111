/**
 * Issue 12: no silent overwrite (every admin item carries updatedAt; a PUT with a stale one is a 409
 * that stores nothing, also when two saves race) and no hostile address in an href or src (a write
 * with one is a 400 that stores nothing).
 */
import { IMAGE_PATH_RULE, LINK_TARGET_RULE, STALE_ITEM_MESSAGE, UPDATED_AT_RULE } from '@folio/contracts';
import { CSRF, contentKinds, expectStatus, firstItem, listOf, type ContentKind as Editable, type Row } from './support/content-kinds.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

/** Fields whose value ends up in an href or a src, with the message a hostile value gets. */
const addressFields: Array<{ table: string; field: string; message: string }> = [
  { table: 'hero_items', field: 'primaryButtonUrl', message: LINK_TARGET_RULE },
  { table: 'hero_items', field: 'secondaryButtonUrl', message: LINK_TARGET_RULE },
  { table: 'hero_items', field: 'imagePath', message: IMAGE_PATH_RULE },
  { table: 'personas', field: 'imagePath', message: IMAGE_PATH_RULE },
  { table: 'personas', field: 'buttonUrl', message: 'Must be a valid URL' },
  { table: 'companies', field: 'logoPath', message: IMAGE_PATH_RULE },
  { table: 'experiences', field: 'logoPath', message: IMAGE_PATH_RULE },
  { table: 'certifications', field: 'logoPath', message: IMAGE_PATH_RULE },
  { table: 'social_links', field: 'url', message: 'Must be a valid URL' },
  { table: 'social_links', field: 'icon', message: IMAGE_PATH_RULE },
  { table: 'case_studies', field: 'imagePath', message: IMAGE_PATH_RULE },
  { table: 'case_studies', field: 'url', message: 'Must be a valid URL' },
  { table: 'blog_posts', field: 'featuredImagePath', message: IMAGE_PATH_RULE },
];

const HOSTILE = [
  'javascript:alert(document.domain)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//evil.example/x.png',
  '/\\evil.example',
  '\u0000/images/a.png',
  'https:evil.example',
];

describe.each(engines)('stale edits and hostile addresses on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
  });
  afterAll(() => ctx.close());

  const firstOf = (editable: Editable) => firstItem(admin, editable);
  const put = (editable: Editable, row: Row, changes: Record<string, unknown>) =>
    admin.agent.put(`${editable.adminPath}/${row.id}`).set(CSRF, admin.csrf).send({ ...row, ...changes });
  const tableRows = (table: string) => ctx.db(table).orderBy('id').select();

  describe.each(contentKinds)('$name', (editable) => {
    it("has the columns a versioned item needs (schema-helpers.ts's itemColumns)", async () => {
      const columns = Object.keys(await ctx.db(editable.table).columnInfo());
      expect(columns).toEqual(expect.arrayContaining(['display_order', 'updated_at', 'write_digest']));
    });

    it('lists every item with the updatedAt it was last saved at (ISO, milliseconds)', async () => {
      await firstOf(editable);
      const rows = await listOf(admin, editable.adminList);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    });

    it('answers 409 to a PUT with an updatedAt that is no longer the stored one, and stores nothing', async () => {
      const row = await firstOf(editable);
      const stale = new Date(Date.parse(row.updatedAt) - 1).toISOString();
      const before = await tableRows(editable.table);
      const res = await put(editable, row, { [editable.label]: 'Overwritten', updatedAt: stale });
      expectStatus(res, 409);
      expect(res.body).toEqual({ message: STALE_ITEM_MESSAGE });
      expect(await tableRows(editable.table)).toEqual(before);
    });

    it('saves with the current updatedAt, answers a later one, and refuses the same updatedAt sent again at once', async () => {
      const row = await firstOf(editable);
      const first = await put(editable, row, { [editable.label]: `${row[editable.label]} (edited)` });
      expectStatus(first, 200);
      expect(Date.parse(first.body.updatedAt)).toBeGreaterThan(Date.parse(row.updatedAt));
      // The second save follows within milliseconds: it must still see that the item changed.
      const second = await put(editable, row, { [editable.label]: 'Second tab' });
      expectStatus(second, 409);
      expect((await firstOf(editable))[editable.label]).toBe(`${row[editable.label]} (edited)`);
      expectStatus(await put(editable, first.body as Row, { [editable.label]: row[editable.label] }), 200);
    });

    it('answers the same save sent again (as nginx resends a PUT whose API process died before answering) with 200, storing nothing more', async () => {
      const row = await firstOf(editable);
      const changes = { [editable.label]: `${row[editable.label]} (sent twice)` };
      const first = await put(editable, row, changes);
      expectStatus(first, 200);
      const stored = await tableRows(editable.table);
      const again = await put(editable, row, changes);
      expectStatus(again, 200);
      expect(again.body).toEqual(first.body);
      expect(await tableRows(editable.table)).toEqual(stored);
      // Only that save: other content sent with the same old updatedAt is still a stale edit.
      expectStatus(await put(editable, row, { [editable.label]: 'Another tab' }), 409);
      expectStatus(await put(editable, first.body as Row, { [editable.label]: row[editable.label] }), 200);
    });

    it('refuses a malformed updatedAt with a 400 that says so', async () => {
      const row = await firstOf(editable);
      const res = await put(editable, row, { updatedAt: 'yesterday' });
      expectStatus(res, 400);
      expect(res.body.fields).toEqual({ updatedAt: UPDATED_AT_RULE });
    });

    it('lets a PUT without updatedAt (a script) replace the item, as before', async () => {
      const row = await firstOf(editable);
      const { updatedAt: _, ...withoutVersion } = row;
      const res = await admin.agent.put(`${editable.adminPath}/${row.id}`).set(CSRF, admin.csrf).send(withoutVersion);
      expectStatus(res, 200);
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(row.updatedAt));
    });

    it('gives one of two simultaneous saves of the same version a 200 and the other a 409', async () => {
      const row = await firstOf(editable);
      const answers = await Promise.all([put(editable, row, { [editable.label]: 'Tab A' }), put(editable, row, { [editable.label]: 'Tab B' })]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const winner = answers.find((res) => res.status === 200)!.body as Row;
      expect(await firstOf(editable)).toEqual(winner);
      expectStatus(await put(editable, winner, { [editable.label]: row[editable.label] }), 200);
    });
  });

  it('answers 404, not 409, to a PUT of an item that is gone', async () => {
    const res = await admin.agent.put('/api/admin/companies/999999').set(CSRF, admin.csrf).send({ name: 'X', logoPath: '/x.svg', updatedAt: new Date().toISOString() });
    expectStatus(res, 404);
  });

  it('keeps a post and its tag and persona links whole under 20 simultaneous saves: only 200 and 409, never a 500', async () => {
    const posts = contentKinds.find((kind) => kind.table === 'blog_posts')!;
    const post = await firstOf(posts);
    const tags: number[] = (await ctx.db('blog_tags').pluck('id')).map(Number);
    const save = (i: number, version: Record<string, unknown>) =>
      put(posts, post, { ...version, title: `Save ${i}`, tagIds: tags.filter((_, t) => (t + i) % 2 === 0), personaIds: i % 2 ? [4] : [1, 5] });

    const versioned = await Promise.all(Array.from({ length: 20 }, (_, i) => save(i, {})));
    expect(versioned.map((res) => res.status).sort()).toEqual([200, ...Array(19).fill(409)]);

    // Without updatedAt every save goes through, one after another: the last one stored is whole.
    const unversioned = await Promise.all(Array.from({ length: 20 }, (_, i) => save(i, { updatedAt: null })));
    expect(unversioned.map((res) => res.status)).toEqual(Array(20).fill(200));
    const stored = await firstOf(posts);
    const i = Number(String(stored.title).replace('Save ', ''));
    expect(stored.tagIds).toEqual(tags.filter((_, t) => (t + i) % 2 === 0).sort((a, b) => a - b));
    expect(stored.personaIds).toEqual(i % 2 ? [4] : [1, 5]);
  });

  describe.each(addressFields)('$table.$field', ({ table, field, message }) => {
    const editable = () => contentKinds.find((kind) => kind.table === table)!;

    it.each(HOSTILE)('answers 400 to a POST and a PUT with %j, and stores nothing', async (value) => {
      const row = await firstOf(editable());
      const { id: _, updatedAt: __, ...fields } = row;
      const before = await tableRows(table);
      const created = await admin.agent
        .post(editable().adminPath)
        .set(CSRF, admin.csrf)
        .send({ ...fields, slug: 'hostile-address', [field]: value });
      expectStatus(created, 400);
      expect(created.body.fields).toEqual({ [field]: message });
      const updated = await put(editable(), row, { [field]: value });
      expectStatus(updated, 400);
      expect(updated.body.fields).toEqual({ [field]: message });
      expect(await tableRows(table)).toEqual(before);
    });
  });
});
