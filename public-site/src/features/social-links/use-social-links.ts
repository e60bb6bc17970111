import type { SocialLink } from '@folio/contracts';
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

/** The server's links sorted by displayOrder, the default set when there are none; undefined while loading. */
export function useSocialLinks(): ShownSocialLink[] | undefined {
  const { data, isError } = useGetSocialLinksQuery();
  const site = useSite();
  if (data === undefined && !isError) return undefined;
  if (!data || data.length === 0) return defaultSocialLinks(site?.contactEmail);
  return sortByDisplayOrder(data).map((link) => ({ key: `link-${link.id}`, platform: link.platform, url: link.url, icon: link.icon }));
}
