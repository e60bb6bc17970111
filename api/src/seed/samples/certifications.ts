import type { CertificationInput } from '@folio/contracts';

/** Certifications (fictional issuing bodies). */
export const certifications: CertificationInput[] = [
  {
    name: 'Certified Cloud Solutions Architect - Professional',
    issuer: 'Cloud Architecture Guild',
    logoPath: '/images/certifications/cloud-solutions-architect.svg',
    year: '2022',
    displayOrder: 1,
    personaIds: [4],
  },
  {
    name: 'Certified Kubernetes Platform Engineer',
    issuer: 'Open Container Council',
    logoPath: '/images/certifications/kubernetes-platform-engineer.svg',
    year: '2021',
    displayOrder: 2,
    personaIds: [4],
  },
  {
    name: 'Certified Automation Professional',
    issuer: 'Workflow Automation Alliance',
    logoPath: '/images/certifications/automation-professional.svg',
    year: '2021',
    displayOrder: 3,
    personaIds: [5],
  },
  {
    name: 'Lean Process Improvement Practitioner',
    issuer: 'Institute for Lean Operations',
    logoPath: '/images/certifications/lean-process-practitioner.svg',
    year: '2019',
    displayOrder: 4,
    personaIds: [5],
  },
  {
    name: 'Certified Strength and Conditioning Coach',
    issuer: 'National Strength Coaching Board',
    logoPath: '/images/certifications/strength-conditioning-coach.svg',
    year: '2018',
    displayOrder: 5,
    personaIds: [1],
  },
  {
    name: 'Level 2 Nutrition Coach',
    issuer: 'Academy of Applied Nutrition',
    logoPath: '/images/certifications/nutrition-coach.svg',
    year: '2020',
    displayOrder: 6,
    personaIds: [1],
  },
];
