import type { CompanyInput } from '@folio/contracts';

/** Fictional employers and ventures of Jordan Avery. */
export const companies: CompanyInput[] = [
  { name: 'Meridian Cloudworks', logoPath: '/images/logos/meridian-cloudworks.svg', displayOrder: 1 },
  { name: 'Brightloop Automation', logoPath: '/images/logos/brightloop-automation.svg', displayOrder: 2 },
  { name: 'Ironleaf Performance Lab', logoPath: '/images/logos/ironleaf-performance-lab.svg', displayOrder: 3 },
  { name: 'Halcyon Data Group', logoPath: '/images/logos/halcyon-data-group.svg', displayOrder: 4 },
  { name: 'Stonebridge Mutual', logoPath: '/images/logos/stonebridge-mutual.svg', displayOrder: 5 },
  { name: 'Summit Street Athletic Club', logoPath: '/images/logos/summit-street-athletic-club.svg', displayOrder: 6 },
];
