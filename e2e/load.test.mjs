// Load through nginx: 200 simulated visitors for 60 s (pages, the assets they link, the API reads of
// client-side navigation and the post view counter) while the owner signs in and saves items over
// and over, on the production stack (micro-cache on). Outcomes are counted, never timed: no failed
// request, every save reads back as sent with its link tables, every view counted exactly once.
// Throughput and latency are printed for information only.
import { adminClient } from './support/admin-client.mjs';
import { adminEditor, itemsToEdit } from './support/admin-editor.mjs';
import { startStack } from './support/stack.mjs';
import { SITE_PAGES, describeRun, postPages, runVisitors, viewCounts } from './support/visitors.mjs';

const VISITORS = 200;
const SECONDS = 60;

let stack;
beforeAll(async () => {
  stack = await startStack('load');
}, 120_000);
afterAll(() => stack?.stop());

describe('200 visitors for 60 s while the owner edits', () => {
  it('fail no request, lose no write and count every view exactly', async () => {
    const admin = await adminClient(stack.url);
    const posts = await postPages(stack.url, admin.cookie);
    expect(posts.length).toBeGreaterThan(1);
    const { items, tagIds } = await itemsToEdit(admin.call, posts[0].slug);
    const before = await viewCounts(stack.url, admin.cookie, posts);

    const editor = adminEditor(admin.call, items, tagIds);
    let visiting = true;
    const editing = (async () => {
      while (visiting) await editor.save();
    })();
    const run = await runVisitors({ url: stack.url, visitors: VISITORS, seconds: SECONDS, pages: [...SITE_PAGES, ...posts] });
    visiting = false;
    await editing;
    console.info(`Load: ${describeRun(run, SECONDS)}; the owner saved ${editor.saves} times meanwhile`);

    expect(run.failures.slice(0, 20)).toEqual([]);
    expect(editor.findings).toEqual([]);
    expect(editor.saves).toBeGreaterThan(0);

    const after = await viewCounts(stack.url, admin.cookie, posts);
    const views = posts.map((post) => ({
      post: post.slug,
      rose: after.get(post.postId) - before.get(post.postId),
      counted: run.viewsCounted.get(post.postId) ?? 0,
    }));
    expect(views.filter((entry) => entry.rose !== entry.counted)).toEqual([]);
    expect(views.every((entry) => entry.counted > 0)).toBe(true);
  }, 240_000);
});
