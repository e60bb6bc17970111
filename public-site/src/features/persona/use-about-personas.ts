import { LONG_FRESHNESS_SECONDS } from '../../api/api';
import { useGetPersonasQuery } from './personas-api';

/** The about section's persona list (the spec: filtered by persona id, fresh for 5 minutes). */
export function useAboutPersonas(personaId: number, options: { skip?: boolean } = {}) {
  return useGetPersonasQuery(personaId, { refetchOnMountOrArgChange: LONG_FRESHNESS_SECONDS, skip: options.skip });
}
