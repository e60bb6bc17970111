import { POST_PAGE } from '@folio/contracts';
import { blogListHref, normalizeQuery, parsePage } from './blog-list-params';
import { pagerItems } from './post-pager';

describe('the blog list address', () => {
  it('reads ?page= as a whole number from 1, and anything else as no page', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(['0', '-1', '1.5', 'two', '', '1e3', '9999999'].map(parsePage)).toEqual(Array(7).fill(null));
  });

  it(`trims the search, and keeps at most ${POST_PAGE.maxQueryLength} characters of it`, () => {
    expect(normalizeQuery('  retries  ')).toBe('retries');
    expect(normalizeQuery('   ')).toBe('');
    expect(normalizeQuery(null)).toBe('');
    expect(normalizeQuery('x'.repeat(500))).toHaveLength(POST_PAGE.maxQueryLength);
  });

  it('writes only the parts that say something', () => {
    expect(blogListHref({})).toBe('/blog');
    expect(blogListHref({ page: 1, q: '' })).toBe('/blog');
    expect(blogListHref({ persona: 'fitness', q: 'rest & sleep', page: 2 })).toBe('/blog?persona=fitness&q=rest+%26+sleep&page=2');
  });
});

describe('the pages offered under the list', () => {
  it.each([
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 'gap', 9]],
    [3, 9, [1, 2, 3, 4, 'gap', 9]],
    [5, 9, [1, 'gap', 4, 5, 6, 'gap', 9]],
    [7, 9, [1, 'gap', 6, 7, 8, 9]],
    [9, 9, [1, 'gap', 8, 9]],
  ])('shows page %i of %i as %j', (page, last, items) => {
    expect(pagerItems(page, last)).toEqual(items);
  });
});
