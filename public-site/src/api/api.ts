import { LIMITS } from '@folio/contracts';
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/**
 * The public site's one API slice (the spec's calls and limits): answers stay fresh for 60 s and are kept 5 min after
 * their last user; no retries (RTK Query never retries unless asked); no refetch on focus or
 * reconnect. Features inject their endpoints. The hooks start queries in effects, which never run on
 * the rendering server: there they only read what the route's loader put in the cache
 * (app/page-loaders.ts). In the browser only an island that sends after load uses it (the contact form).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  keepUnusedDataFor: LIMITS.unusedCacheSeconds,
  refetchOnMountOrArgChange: LIMITS.queryFreshnessSeconds,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  tagTypes: [
    'Site',
    'Persona',
    'HeroItem',
    'Experience',
    'Skill',
    'Education',
    'Certification',
    'CaseStudy',
    'SocialLink',
    'BlogPost',
    'BlogCategory',
    'BlogTag',
  ],
  endpoints: () => ({}),
});

/** The spec's caching: the about section's persona list and the skills list stay fresh for 5 minutes, not 60 s. */
export const LONG_FRESHNESS_SECONDS = 5 * 60;

/** `?personaId=` only when there is one. */
export const personaParams = (personaId: number | undefined) => (personaId === undefined ? undefined : { personaId });
