import type { MediaListItem } from '@folio/contracts';
import { adminApi } from '../../api/api-slice';
import { totalCountOf } from '../../api/resource-endpoints';
import { MEDIA_URL, uploadStagedFile, type UploadArgs, type UploadResult } from './upload-query';

export interface MediaPageArgs {
  q: string;
  limit: number;
  offset: number;
}

export interface MediaPage {
  items: MediaListItem[];
  /** Images matching `q`, all pages together (X-Total-Count). */
  total: number;
}

const LIST = { type: 'Media', id: 'LIST' } as const;
const itemTag = (id: number) => ({ type: 'Media' as const, id });

/** The media library's calls: the paged list, the item behind an image path, upload, alt text and delete. */
export const mediaApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listMedia: build.query<MediaPage, MediaPageArgs>({
      query: ({ q, limit, offset }) => ({ url: MEDIA_URL, params: { limit, offset, ...(q ? { q } : {}) } }),
      transformResponse: (items: MediaListItem[], meta) => ({ items, total: totalCountOf(meta, items.length) }),
      providesTags: (page) => [LIST, ...(page?.items ?? []).map((item) => itemTag(item.id))],
    }),
    /** The library item an image field's value names (its path or a variant's), or null. */
    findMediaByPath: build.query<MediaListItem | null, string>({
      query: (path) => ({ url: MEDIA_URL, params: { path } }),
      transformResponse: (items: MediaListItem[]) => items[0] ?? null,
      providesTags: (item) => [LIST, ...(item ? [itemTag(item.id)] : [])],
    }),
    uploadMedia: build.mutation<UploadResult, UploadArgs>({
      queryFn: (args, api) => uploadStagedFile(args, api),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    /** Sends the `updatedAt` the alt text was loaded with: a 409 says the record changed since. */
    updateMediaAltText: build.mutation<MediaListItem, { id: number; altText: string; updatedAt: string }>({
      query: ({ id, altText, updatedAt }) => ({ url: `${MEDIA_URL}/${id}`, method: 'PUT', body: { altText, updatedAt } }),
      // A stale version (409) reloads the record too, so the next save carries the stored version.
      invalidatesTags: (_result, error, { id }) => (error && error.status !== 409 ? [] : [itemTag(id)]),
    }),
    deleteMedia: build.mutation<void, number>({
      query: (id) => ({ url: `${MEDIA_URL}/${id}`, method: 'DELETE' }),
      // A refusal (409, in use) reloads the list too: where the image is used may have changed since it was shown.
      invalidatesTags: (_result, error) => (error && error.status !== 409 ? [] : [LIST]),
    }),
  }),
});

export const { useListMediaQuery, useFindMediaByPathQuery, useUploadMediaMutation, useUpdateMediaAltTextMutation, useDeleteMediaMutation } = mediaApi;
