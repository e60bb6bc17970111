import { POST_PAGE } from '@folio/contracts';
import { adminApi } from '../api/api-slice';
import { totalCountOf, type Entity } from '../api/resource-endpoints';
import { pathsOf, type ResourceKey } from '../api/resources';

/** The API's largest page, so a long list is read in as few calls as it allows. */
const SCAN_PAGE = POST_PAGE.maxLimit;

/**
 * An edit form's address names its item by id, but a paged list's rows are read by page and a whole
 * item by its slug, and the API has no read by id. When the row is neither on the page shown nor the
 * one Edit was pressed on (a bookmark, a reload on another page), the list is read page by page until
 * it turns up: null when no row has that id.
 */
const findRowApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    findPagedRow: build.query<Entity | null, { resource: ResourceKey; id: number }>({
      async queryFn({ resource, id }, _api, _extra, baseQuery) {
        for (let offset = 0; ; offset += SCAN_PAGE) {
          const answer = await baseQuery({ url: pathsOf(resource).list, params: { limit: SCAN_PAGE, offset } });
          if (answer.error) return { error: answer.error };
          const rows = answer.data as Entity[];
          const found = rows.find((row) => row.id === id);
          if (found) return { data: found };
          if (rows.length < SCAN_PAGE || offset + rows.length >= totalCountOf(answer.meta, rows.length)) return { data: null };
        }
      },
      providesTags: (_row, _error, { resource, id }) => [{ type: resource, id }],
    }),
  }),
});

export const { useFindPagedRowQuery } = findRowApi;
