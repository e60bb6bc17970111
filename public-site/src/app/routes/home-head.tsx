import type { SiteInfo } from '@folio/contracts';
import { HeadTags, siteAddress } from '../../features/site';
import type { ShownSocialLink } from '../../features/social-links';

export const HOME_TITLE_STYLE = 'Technology | Business | Health';

export const homeTitle = (ownerName: string | undefined) => (ownerName ? `${ownerName} | ${HOME_TITLE_STYLE}` : HOME_TITLE_STYLE);

/** schema.org ProfilePage markup; '<' is escaped so no text can close the script element. */
export function profilePageJsonLd(site: SiteInfo, links: readonly ShownSocialLink[] = []): string {
  const url = `${siteAddress(site.siteUrl)}/`;
  const sameAs = links.map((link) => link.url).filter((href) => /^https?:\/\//.test(href));
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    name: homeTitle(site.ownerName),
    description: site.description,
    mainEntity: {
      '@type': 'Person',
      name: site.ownerName,
      url,
      jobTitle: 'Multi-disciplinary Professional',
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** §2 home head: the owner's title, a description, canonical = site root, and ProfilePage markup. */
export function HomeHead({ site, links }: { site: SiteInfo | undefined; links?: readonly ShownSocialLink[] }) {
  return (
    <>
      <HeadTags
        title={homeTitle(site?.ownerName)}
        description={site?.description || 'A personal portfolio and blog: experience, skills, case studies and articles.'}
        path="/"
        type="profile"
      />
      {site ? <script type="application/ld+json">{profilePageJsonLd(site, links)}</script> : null}
    </>
  );
}
