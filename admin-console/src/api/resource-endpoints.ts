import type { Persona } from '@folio/contracts';
import { adminApi } from './api-slice';
import { RESOURCE_PATHS, type ItemOf, type ResourceKey } from './resources';

/** A stored entity as the generic endpoints see it. */
export type Entity = { id: number } & Record<string, unknown>;

export interface WriteArgs {
  resource: ResourceKey;
  body: Record<string, unknown>;
}

/**
 * One generic set of endpoints for every resource: list, create, update, delete, driven by
 * RESOURCE_PATHS. Lists provide a LIST tag plus one tag per id; a change invalidates the lists §7 names.
 */
export const resourceApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listResource: build.query<Entity[], ResourceKey>({
      query: (resource) => RESOURCE_PATHS[resource].list,
      providesTags: (items, _error, resource) => {
        const { tag } = RESOURCE_PATHS[resource];
        return [{ type: tag, id: 'LIST' }, ...(items ?? []).map((item) => ({ type: tag, id: item.id }))];
      },
    }),
    createResource: build.mutation<Entity, WriteArgs>({
      query: ({ resource, body }) => ({ url: RESOURCE_PATHS[resource].write, method: 'POST', body }),
      invalidatesTags: (_result, error, { resource }) => (error ? [] : [...RESOURCE_PATHS[resource].invalidates]),
    }),
    updateResource: build.mutation<Entity, WriteArgs & { id: number }>({
      // §7: PUT carries the full entity including its id.
      query: ({ resource, id, body }) => ({ url: `${RESOURCE_PATHS[resource].write}/${id}`, method: 'PUT', body: { ...body, id } }),
      invalidatesTags: (_result, error, { resource }) => (error ? [] : [...RESOURCE_PATHS[resource].invalidates]),
    }),
    deleteResource: build.mutation<void, { resource: ResourceKey; id: number }>({
      query: ({ resource, id }) => ({ url: `${RESOURCE_PATHS[resource].write}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { resource }) => (error ? [] : [...RESOURCE_PATHS[resource].invalidates]),
    }),
    /** GET /api/personas: the choices of every 'Assign to Personas' selection. */
    listPersonas: build.query<Persona[], void>({
      query: () => 'personas',
      providesTags: (items) => [{ type: 'Persona', id: 'LIST' }, ...(items ?? []).map((item) => ({ type: 'Persona' as const, id: item.id }))],
    }),
  }),
});

export const {
  useListResourceQuery,
  useCreateResourceMutation,
  useUpdateResourceMutation,
  useDeleteResourceMutation,
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
