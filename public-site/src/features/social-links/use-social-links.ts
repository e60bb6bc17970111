import { personaIdOf, type SocialLink, type TagType } from '@folio/contracts';
import { usePersona } from '../persona';
import { useSite } from '../site';
import { useGetSocialLinksQuery } from './social-links-api';

/** What a social link needs to be shown; `icon` is the owner's icon path, the default set has none. */
export type ShownSocialLink = Pick<SocialLink, 'platform' | 'url'> & Partial<Pick<SocialLink, 'icon'>> & { key: string };

/** The spec's default footer set: shown when the server's list is empty (the email link only when an address is configured). */
export function defaultSocialLinks(contactEmail: string | null | undefined): ShownSocialLink[] {
  const links: ShownSocialLink[] = [
    { key: 'default-linkedin', platform: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { key: 'default-github', platform: 'GitHub', url: 'https://github.com/' },
    { key: 'default-x', platform: 'X', url: 'https://x.com/' },
    { key: 'default-instagram', platform: 'Instagram', url: 'https://www.instagram.com/' },
  ];
  if (contactEmail) links.push({ key: 'default-email', platform: 'Email', url: `mailto:${contactEmail}` });
  return links;
}

export const sortByDisplayOrder = <T extends SocialLink>(links: readonly T[]) =>
  [...links].sort((a, b) => a.displayOrder - b.displayOrder);

/** A link limited to personas shows on their pages only; one assigned to none, and every link where no persona is chosen, everywhere. */
export const shownForPersona = (link: Pick<SocialLink, 'personaIds'>, persona: TagType | null): boolean =>
  persona === null || !link.personaIds || link.personaIds.length === 0 || link.personaIds.includes(personaIdOf(persona));

/**
 * The server's links for the persona shown, sorted by displayOrder; the default set when the server has
 * none at all (not when the owner limited every link to other personas); undefined while loading.
 */
export function useSocialLinks(): ShownSocialLink[] | undefined {
  const { data, isError } = useGetSocialLinksQuery();
  const site = useSite();
  const persona = usePersona();
  if (data === undefined && !isError) return undefined;
  if (!data || data.length === 0) return defaultSocialLinks(site?.contactEmail);
  return sortByDisplayOrder(data.filter((link) => shownForPersona(link, persona))).map((link) => ({ key: `link-${link.id}`, platform: link.platform, url: link.url, icon: link.icon }));
}
