/**
 * Drag-and-drop reordering (PUT /api/admin/<kind>/order) for every kind of admin content, read from
 * the definitions: the run shows in its new order at the same place in the admin and public lists,
 * everything else keeps its place, only rows whose display_order changes get a new updatedAt (so a
 * form opened before answers 409), items sharing a display_order can be placed, each bad body is a
 * 400 that stores nothing, and a long post list takes a bounded number of statements.
 */
import { NOT_AN_OBJECT, REORDER_RULES, STALE_ITEM_MESSAGE } from '@folio/contracts';
import { CSRF, addItem, contentKinds, expectStatus, listOf, wholeItem, type ContentKind, type Row } from './support/content-kinds.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Stored = { id: number; display_order: number; updated_at: string };

const idsOf = (rows: Row[]) => rows.map((row) => row.id);
/** `list` with the run starting at `start` replaced by `run`. */
const placed = (list: number[], start: number, run: number[]) => [...list.slice(0, start), ...run, ...list.slice(start + run.length)];

describe.each(engines)('reordering on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
  });
  afterAll(() => ctx.close());

  const reorder = (kind: ContentKind, body: unknown) => admin.agent.put(`${kind.adminPath}/order`).set(CSRF, admin.csrf).send(body as object);
  const adminIds = async (kind: ContentKind) => idsOf(await listOf(admin, kind.adminList));
  /** What a reorder may change, straight from the table, with versions as the API reads them (ms). */
  const stored = async (table: string): Promise<Stored[]> =>
    (await ctx.db(table).orderBy('id').select('id', 'display_order', 'updated_at')).map((row: Record<string, unknown>) => ({
      id: Number(row.id),
      display_order: Number(row.display_order),
      updated_at: String(row.updated_at instanceof Date ? row.updated_at.toISOString() : row.updated_at),
    }));
  const time = (value: string) => Date.parse(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);

  /** Rows whose display_order changed get a later version; every other row is untouched. Returns the changed ones. */
  function expectVersionsBumpedOnlyWhereChanged(before: Stored[], after: Stored[]): Stored[] {
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    const changed: Stored[] = [];
    after.forEach((row, index) => {
      const old = before[index]!;
      if (row.display_order === old.display_order) expect([row.id, row.updated_at]).toEqual([old.id, old.updated_at]);
      else {
        expect([row.id, time(row.updated_at) > time(old.updated_at)]).toEqual([row.id, true]);
        changed.push(row);
      }
    });
    return changed;
  }

  describe.each(contentKinds)('$name', (kind) => {
    beforeAll(async () => {
      // Room for runs away from both ends.
      while ((await adminIds(kind)).length < 7) await addItem(admin, kind);
    });

    it('shows the run in its new order at the same place, in the admin and the public list, and every other item where it was', async () => {
      const list = await adminIds(kind);
      const run = list.slice(2, 5);
      const wanted = [run[2]!, run[0]!, run[1]!];
      const before = await stored(kind.table);

      expectStatus(await reorder(kind, { ids: wanted }), 204);

      const expected = placed(list, 2, wanted);
      expect(await adminIds(kind)).toEqual(expected);
      if (kind.publicList) {
        const { body, status } = await ctx.client().get(kind.publicList);
        expect(status).toBe(200);
        const shown = idsOf(body as Row[]);
        expect(shown.length).toBeGreaterThan(0);
        expect(shown).toEqual(expected.filter((id) => shown.includes(id)));
      }
      expect(expectVersionsBumpedOnlyWhereChanged(before, await stored(kind.table)).length).toBeGreaterThan(0);
    });

    it('answers 409 to a save from a form opened before the reorder, and keeps the new order; a form opened after saves', async () => {
      const list = await listOf(admin, kind.adminList);
      const forms = await Promise.all(list.slice(0, 2).map((row) => wholeItem(admin, kind, row)));
      const before = await stored(kind.table);

      expectStatus(await reorder(kind, { ids: [list[1]!.id, list[0]!.id] }), 204);

      const expected = placed(idsOf(list), 0, [list[1]!.id, list[0]!.id]);
      const changed = expectVersionsBumpedOnlyWhereChanged(before, await stored(kind.table));
      expect(changed.length).toBeGreaterThan(0);
      for (const form of forms.filter((row) => changed.some((change) => change.id === row.id))) {
        const res = await admin.agent.put(`${kind.adminPath}/${form.id}`).set(CSRF, admin.csrf).send(form);
        expectStatus(res, 409);
        expect(res.body).toEqual({ message: STALE_ITEM_MESSAGE });
      }
      expect(await adminIds(kind)).toEqual(expected);

      const fresh = await wholeItem(admin, kind, (await listOf(admin, kind.adminList))[0]!);
      expectStatus(await admin.agent.put(`${kind.adminPath}/${fresh.id}`).set(CSRF, admin.csrf).send(fresh), 200);
      expect(await adminIds(kind)).toEqual(expected);
    });

    it('places items that share a display_order, then moves two neighbours by changing those two rows only', async () => {
      await ctx.db(kind.table).update({ display_order: 0 });
      // The list's tie-breakers alone order it now.
      const list = await adminIds(kind);
      const last = list.slice(-3);
      const wanted = [last[2]!, last[0]!, last[1]!];
      expectStatus(await reorder(kind, { ids: wanted }), 204);
      const expected = placed(list, list.length - 3, wanted);
      expect(await adminIds(kind)).toEqual(expected);

      const before = await stored(kind.table);
      expectStatus(await reorder(kind, { ids: [expected[2]!, expected[1]!] }), 204);
      expect(await adminIds(kind)).toEqual(placed(expected, 1, [expected[2]!, expected[1]!]));
      expect(expectVersionsBumpedOnlyWhereChanged(before, await stored(kind.table)).map((row) => row.id).sort((a, b) => a - b)).toEqual(
        [expected[1]!, expected[2]!].sort((a, b) => a - b),
      );
    });

    it('changes only rows of the run when the list is numbered with gaps: they trade their values', async () => {
      const list = await adminIds(kind);
      // 10, 20, 30… down the list (counting down for posts, whose list shows the highest first).
      for (const [index, id] of list.entries()) {
        await ctx.db(kind.table).where({ id }).update({ display_order: kind.direction === 'asc' ? (index + 1) * 10 : (list.length - index) * 10 });
      }
      const before = await stored(kind.table);
      const run = list.slice(1, 5);
      const wanted = [run[3]!, run[2]!, run[0]!, run[1]!];
      expectStatus(await reorder(kind, { ids: wanted }), 204);
      expect(await adminIds(kind)).toEqual(placed(list, 1, wanted));
      const changed = expectVersionsBumpedOnlyWhereChanged(before, await stored(kind.table));
      expect(changed.map((row) => row.id).sort((x, y) => x - y)).toEqual([...run].sort((x, y) => x - y));
      const values = (rows: Stored[]) => rows.filter((row) => run.includes(row.id)).map((row) => row.display_order).sort((x, y) => x - y);
      expect(values(changed)).toEqual(values(before));
    });

    it('refuses each bad body with a 400 that says what is wrong, and stores nothing', async () => {
      const list = await adminIds(kind);
      const [a, b, c] = list as [number, number, number];
      const cases: Array<[unknown, Record<string, string>]> = [
        [{}, { ids: REORDER_RULES.ids }],
        [{ ids: 'all' }, { ids: REORDER_RULES.ids }],
        [{ ids: [a, 1.5] }, { ids: REORDER_RULES.ids }],
        [{ ids: [String(a)] }, { ids: REORDER_RULES.ids }],
        [{ ids: [0] }, { ids: REORDER_RULES.ids }],
        [{ ids: [-a] }, { ids: REORDER_RULES.ids }],
        [{ ids: [2 ** 31] }, { ids: REORDER_RULES.ids }],
        [{ ids: [a, null] }, { ids: REORDER_RULES.ids }],
        [{ ids: [] }, { ids: REORDER_RULES.empty }],
        [{ ids: [a, b, a] }, { ids: REORDER_RULES.duplicates([a]) }],
        [{ ids: [b, a, 2147483647, 999999] }, { ids: REORDER_RULES.unknown(kind.entity, [2147483647, 999999]) }],
        [{ ids: [c, a] }, { ids: REORDER_RULES.notContiguous }],
        [{ ids: [list.at(-1)!, a] }, { ids: REORDER_RULES.notContiguous }],
        [[a, b], { '': NOT_AN_OBJECT }],
      ];
      const before = await stored(kind.table);
      for (const [body, fields] of cases) {
        const res = await reorder(kind, body);
        expect([JSON.stringify(body), res.status, res.body.fields]).toEqual([JSON.stringify(body), 400, fields]);
        expect(typeof res.body.message).toBe('string');
      }
      expect(await stored(kind.table)).toEqual(before);
      expect(await adminIds(kind)).toEqual(list);
    });

    it('keeps the list as it is when the run is sent in its current order', async () => {
      const list = await adminIds(kind);
      const before = await stored(kind.table);
      expectStatus(await reorder(kind, { ids: list.slice(1, 4) }), 204);
      expectStatus(await reorder(kind, { ids: list }), 204);
      expect(await stored(kind.table)).toEqual(before);
      expect(await adminIds(kind)).toEqual(list);
    });
  });

  describe('the paged post list', () => {
    const posts = contentKinds.find((kind) => kind.table === 'blog_posts')!;
    const page = async (offset: number, limit: number) => idsOf(await listOf(admin, `/api/admin/blog/posts?sort=manual&limit=${limit}&offset=${offset}`));

    it('reorders one page: its posts in their new order, the pages before and after unchanged', async () => {
      const list = await adminIds(posts);
      const second = await page(3, 3);
      expect(second).toEqual(list.slice(3, 6));
      const wanted = [...second].reverse();
      expectStatus(await reorder(posts, { ids: wanted }), 204);
      expect(await page(3, 3)).toEqual(wanted);
      expect(await adminIds(posts)).toEqual(placed(list, 3, wanted));
    });

    it('reorders a page of 100 among 1,500 posts of equal display_order with a bounded number of statements', async () => {
      const now = new Date();
      const rows = Array.from({ length: 1500 }, (_, index) => {
        const date = new Date(now.getTime() - (index + 1) * 60_000).toISOString().replace('T', ' ').replace('Z', '');
        return { title: `Bulk ${index}`, slug: `bulk-${index}`, content: 'Body', status: 'published', display_order: 0, view_count: 0, published_at: date, created_at: date, updated_at: date };
      });
      for (let first = 0; first < rows.length; first += 250) await ctx.db('blog_posts').insert(rows.slice(first, first + 250));
      await ctx.db('blog_posts').update({ display_order: 0 });

      const pages = async () => {
        const all: number[] = [];
        for (let offset = 0; ; offset += 100) {
          const ids = await page(offset, 100);
          all.push(...ids);
          if (ids.length < 100) return all;
        }
      };
      const list = await pages();
      expect(list.length).toBeGreaterThanOrEqual(1500);
      const wanted = list.slice(700, 800).reverse();

      let statements = 0;
      const count = () => {
        statements += 1;
      };
      ctx.db.on('query', count);
      try {
        expectStatus(await reorder(posts, { ids: wanted }), 204);
      } finally {
        ctx.db.off('query', count);
      }
      // A read of the list, ceil(changed rows / 500) UPDATEs, the session and the transaction's own statements.
      expect(statements).toBeLessThanOrEqual(15);
      expect(await pages()).toEqual(placed(list, 700, wanted));
    }, 120_000);
  });
});
