import { TOTAL_COUNT_HEADER, type Persona } from '@folio/contracts';
import { adminApi } from './api-slice';
import { pathsOf, refreshedBy, type ItemOf, type ResourceKey } from './resources';
import type { TagType } from './tags';

/** A stored entity as the generic endpoints see it. */
export type Entity = { id: number } & Record<string, unknown>;

/** One page of a paged list: its filters (empty ones are left out), limit and offset. */
export interface PageArgs {
  resource: ResourceKey;
  params: Record<string, string | number | null | undefined>;
}

export interface Page {
  items: Entity[];
  /** How many rows match, all pages together (X-Total-Count). */
  total: number;
}

/** The X-Total-Count of a paged list's answer (all pages together), else the rows it holds. */
export function totalCountOf(meta: unknown, rows: number): number {
  const total = Number((meta as { response?: Response } | undefined)?.response?.headers.get(TOTAL_COUNT_HEADER) ?? NaN);
  return Number.isFinite(total) ? total : rows;
}

/** A content change may start or stop a use of a library image: the media lists say where each is used. */
const MEDIA_USES: readonly TagType[] = ['Media'];
const changed = (resource: ResourceKey): TagType[] => [...refreshedBy(resource), ...MEDIA_USES];

export interface WriteArgs {
  resource: ResourceKey;
  body: Record<string, unknown>;
}

/** 36 random hex digits (getRandomValues: randomUUID needs a secure context, and a site may be served over plain HTTP). */
const createKey = () => Array.from(crypto.getRandomValues(new Uint8Array(18)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * One generic set of endpoints for every resource: list, create, update, delete, driven by
 * each kind's paths (its definition's `api`). Lists provide a LIST tag plus one tag per id; a change invalidates the lists the spec says it refreshes.
 */
export const resourceApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listResource: build.query<Entity[], ResourceKey>({
      query: (resource) => pathsOf(resource).list,
      // A kind's cache tag is its key.
      providesTags: (items, _error, resource) => [{ type: resource, id: 'LIST' }, ...(items ?? []).map((item) => ({ type: resource, id: item.id }))],
    }),
    listResourcePage: build.query<Page, PageArgs>({
      query: ({ resource, params }) => ({
        url: pathsOf(resource).list,
        params: Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null && value !== undefined && value !== '')),
      }),
      transformResponse: (items: Entity[], meta) => ({ items, total: totalCountOf(meta, items.length) }),
      providesTags: (page, _error, { resource }) => [{ type: resource, id: 'LIST' }, ...(page?.items ?? []).map((item) => ({ type: resource, id: item.id }))],
    }),
    /** One whole item, for resources whose list rows are not whole (pathsOf(resource).item). */
    /** An item whole, for a paged kind whose list rows are not (a post without its body). */
    getResourceItem: build.query<Entity, { resource: ResourceKey; id: number }>({
      query: ({ resource, id }) => `${pathsOf(resource).write}/${id}`,
      providesTags: (_item, _error, { resource, id }) => [{ type: resource, id }],
    }),
    createResource: build.mutation<Entity, WriteArgs>({
      // A key of its own per create: the edge may then send it again when an API task died before it
      // answered, and the API makes the item once (api/src/modules/content/create-keys.ts).
      query: ({ resource, body }) => ({ url: pathsOf(resource).write, method: 'POST', body, headers: { 'Idempotency-Key': createKey() } }),
      invalidatesTags: (_result, error, { resource }) => (error ? [] : changed(resource)),
    }),
    updateResource: build.mutation<Entity, WriteArgs & { id: number }>({
      // PUT carries the full entity including its id, as the product spec's admin calls require.
      query: ({ resource, id, body }) => ({ url: `${pathsOf(resource).write}/${id}`, method: 'PUT', body: { ...body, id } }),
      invalidatesTags: (_result, error, { resource }) => (error ? [] : changed(resource)),
    }),
    deleteResource: build.mutation<void, { resource: ResourceKey; id: number }>({
      query: ({ resource, id }) => ({ url: `${pathsOf(resource).write}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { resource }) => (error ? [] : changed(resource)),
    }),
    /** The Undo of a delete: the item as it was, stored again under its own id (a post keeps its views and tags). */
    restoreResource: build.mutation<Entity, { resource: ResourceKey; item: Entity }>({
      query: ({ resource, item }) => ({ url: `${pathsOf(resource).write}/restore`, method: 'POST', body: item }),
      invalidatesTags: (_result, error, { resource }) => (error ? [] : changed(resource)),
    }),
    /** A run of the list in its new order: the API renumbers displayOrder so the list shows them so. */
    reorderResource: build.mutation<void, { resource: ResourceKey; ids: number[] }>({
      query: ({ resource, ids }) => ({ url: `${pathsOf(resource).write}/order`, method: 'PUT', body: { ids } }),
      // A refusal reloads too: the order shown was not the stored one.
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
    /** GET /api/personas: the choices of every 'Assign to Personas' selection. */
    listPersonas: build.query<Persona[], void>({
      query: () => 'personas',
      providesTags: (items) => [{ type: 'personas', id: 'LIST' }, ...(items ?? []).map((item) => ({ type: 'personas' as const, id: item.id }))],
    }),
  }),
});

export const {
  useListResourceQuery,
  useListResourcePageQuery,
  useGetResourceItemQuery,
  useLazyGetResourceItemQuery,
  useCreateResourceMutation,
  useUpdateResourceMutation,
  useDeleteResourceMutation,
  useRestoreResourceMutation,
  useReorderResourceMutation,
  useListPersonasQuery,
} = resourceApi;

/**
 * The typed list of one resource, and only ever of this resource. RTK Query's `data` keeps the
 * previous argument's rows while a new argument loads: when one section takes another's place (the
 * narrow-screen dropdown renders each in the same spot) that would hand, say, companies to the
 * Skills list. So the rows are `currentData`, and the list counts as loading until they arrive.
 */
export function useResourceList<K extends ResourceKey>(resource: K, options?: { skip?: boolean }) {
  const result = useListResourceQuery(resource, options);
  const data = result.currentData as ItemOf<K>[] | undefined;
  return { ...result, data, isLoading: result.isLoading || (data === undefined && result.isFetching) };
}
