/**
 * What the CV does without being told (api/src/modules/cv/): its email from SITE_CONTACT_EMAIL, else
 * from the Email social link; the all-persona CV's headline; entries newest first by the dates they name.
 */
import { defaultCvSettings } from '@folio/contracts';
import type { SiteConfig } from '../src/config.js';
import { newestFirst, recencyOf } from '../src/modules/cv/cv-dates.js';
import { assembleCv, type CvContent } from '../src/modules/cv/cv-document.js';

const SITE: SiteConfig = { ownerName: 'Jordan Avery', siteUrl: 'https://jordan.example', description: null, contactEmail: null };
const link = (id: number, platform: string, url: string) => ({ id, platform, url, icon: '/icon.svg', displayOrder: id });
const content = (socialLinks: CvContent['socialLinks']): CvContent => ({
  persona: null,
  personaRow: null,
  experiences: [],
  skills: [],
  education: [],
  certifications: [],
  caseStudies: [],
  socialLinks,
  siteHeadline: 'Multi-disciplinary Professional',
  tagTypeOf: new Map(),
});

describe("the CV's email address", () => {
  const emailOf = (site: SiteConfig, links: CvContent['socialLinks'], email: string | null = null) => {
    const settings = defaultCvSettings();
    settings.contact.email = email;
    return assembleCv(content(links), settings, site).contact.email;
  };
  const EMAIL_LINK = link(2, 'Email', 'mailto:hello%40jordan.example?subject=Hi');

  it("is the Email social link's address when neither the CV settings nor SITE_CONTACT_EMAIL give one", () => {
    expect(emailOf(SITE, [link(1, 'GitHub', 'https://github.com/jordan'), EMAIL_LINK])).toBe('hello@jordan.example');
  });

  it('is SITE_CONTACT_EMAIL before the link, and the CV settings before both', () => {
    expect(emailOf({ ...SITE, contactEmail: 'site@jordan.example' }, [EMAIL_LINK])).toBe('site@jordan.example');
    expect(emailOf({ ...SITE, contactEmail: 'site@jordan.example' }, [EMAIL_LINK], 'cv@jordan.example')).toBe('cv@jordan.example');
  });

  it('is none without any, or with a link that holds no address', () => {
    expect(emailOf(SITE, [link(1, 'GitHub', 'https://github.com/jordan')])).toBeUndefined();
    expect(emailOf(SITE, [link(2, 'Email', 'mailto:%E0%A4%A')])).toBeUndefined();
    expect(emailOf(SITE, [link(2, 'Email', 'mailto:')])).toBeUndefined();
  });

  it('keeps the Email link out of the profiles, and the all-persona CV has the headline it is given', () => {
    const document = assembleCv(content([link(1, 'GitHub', 'https://github.com/jordan'), EMAIL_LINK]), defaultCvSettings(), SITE);
    expect(document.profiles).toEqual([{ network: 'GitHub', url: 'https://github.com/jordan' }]);
    expect(document.headline).toBe('Multi-disciplinary Professional');
  });
});

describe('newest first', () => {
  it('reads the end and start of the periods people write', () => {
    expect(recencyOf('2019 - 2022')).toEqual([2022 * 12, 2019 * 12]);
    expect(recencyOf('Jan 2019 – Mar 2021')).toEqual([2021 * 12 + 2, 2019 * 12]);
    expect(recencyOf('03/2021 - 11/2022')).toEqual([2022 * 12 + 10, 2021 * 12 + 2]);
    expect(recencyOf('September 2020 - Present')).toEqual([Infinity, 2020 * 12 + 8]);
    expect(recencyOf('Ongoing')).toEqual([Infinity, Infinity]);
    expect(recencyOf('A while ago')).toBeNull();
  });

  it('puts the ongoing first, then by end and start; same dates keep their order, undated ones follow', () => {
    const periods = ['2015 - 2018', 'Undated', '2019 - Present', '2016 - 2018', 'Jan 2019 - Dec 2019', '2015 - 2018', 'Also undated', '2021'];
    expect(newestFirst(periods.map((period, index) => ({ period, index })), (item) => item.period).map((item) => item.index)).toEqual([2, 7, 4, 3, 0, 5, 1, 6]);
  });
});
