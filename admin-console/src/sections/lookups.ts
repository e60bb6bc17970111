import { useMemo } from 'react';
import { useListPersonasQuery, useResourceList } from '../api/resource-endpoints';
import type { RowContext } from './section-definition';

export const UNKNOWN_PERSONA = 'Unknown';

/** Persona and category names for list rows; ids that resolve to nothing read 'Unknown'. */
export function useRowContext(needsCategories: boolean): RowContext {
  const personas = useListPersonasQuery();
  const categories = useResourceList('blog-categories', { skip: !needsCategories });
  const categoriesData = needsCategories ? categories.data : undefined;
  return useMemo(() => {
    const personaNames = new Map((personas.data ?? []).map((persona) => [persona.id, persona.title]));
    const categoryNames = new Map((categoriesData ?? []).map((category) => [category.id, category.name]));
    return {
      personaName: (id) => (id === null || id === undefined ? UNKNOWN_PERSONA : (personaNames.get(id) ?? UNKNOWN_PERSONA)),
      categoryName: (id) => (id === null || id === undefined ? null : (categoryNames.get(id) ?? null)),
    };
  }, [personas.data, categoriesData]);
}
