import type { Persona, TagType } from '@folio/contracts';
import { useGetResourceItemQuery, useListPersonasQuery, useResourceList, type Entity } from '../../api/resource-endpoints';
import { pathsOf } from '../../api/resources';
import type { Screen } from '../../sections/navigation/console-routes';
import { definitionOf } from '../../sections/definitions';
import { SiteLink } from '../../sections/navigation/view-on-site';

const personaIdsOf = (item: Entity | undefined): number[] => {
  const ids = (item as { personaIds?: unknown } | undefined)?.personaIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
};

/**
 * The public page of what the console shows: an edited post's own page, an edited persona's page, the persona page of
 * content assigned to personas (at the content's place on it: '/?persona=fitness#experience'), the blog for the blog's
 * lists, and the home page otherwise (content for every persona shows on each persona's page: the chooser leads there).
 */
export function publicPageOf(screen: Screen, item: Entity | undefined, personas: readonly Pick<Persona, 'id' | 'tagType'>[]): string {
  if (screen.kind !== 'list') return '/';
  const definition = definitionOf(screen.resource);
  const own = item ? definition.publicPath?.(item as never) : undefined;
  if (screen.resource === 'blog-posts' || screen.resource === 'personas') return own ?? (screen.section === 'blog' ? '/blog' : '/');
  if (screen.section === 'blog') return '/blog';
  const tagType = personaIdsOf(item)
    .map((id) => personas.find((persona) => persona.id === id)?.tagType)
    .find((each): each is TagType => Boolean(each));
  if (!tagType) return '/';
  const anchor = own?.includes('#') ? own.slice(own.indexOf('#')) : '';
  return `/?persona=${tagType}${anchor}`;
}

/** The item an edit form shows, from the queries the form itself made (no request of its own). */
function useShownItem(screen: Screen): Entity | undefined {
  const editing = screen.kind === 'list' && screen.form?.mode === 'edit' ? screen : undefined;
  const resource = editing?.resource ?? 'companies';
  const paged = pathsOf(resource).paged;
  const whole = useGetResourceItemQuery({ resource, id: editing?.form?.id ?? 0 }, { skip: !editing || !paged });
  const list = useResourceList(resource, { skip: !editing || paged });
  if (!editing) return undefined;
  return paged ? whole.currentData : (list.data as Entity[] | undefined)?.find((each) => each.id === editing.form!.id);
}

/** 'View site': the public page of what is being edited, in a new tab. */
export function ViewSite({ screen }: { screen: Screen }) {
  const item = useShownItem(screen);
  const personas = useListPersonasQuery(undefined, { skip: personaIdsOf(item).length === 0 });
  return <SiteLink path={publicPageOf(screen, item, personas.data ?? [])}>View site</SiteLink>;
}
