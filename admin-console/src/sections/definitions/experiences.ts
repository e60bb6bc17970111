import { experienceStruct } from '@folio/contracts';
import { defineSection } from '../section-definition';
import { assignToPersonasField, displayOrderField, imageField, orderDetail } from './shared-fields';

export const experiencesSection = defineSection({
  resource: 'experiences',
  publicPath: () => '/#experience',
  labels: {
    title: 'Experiences',
    description: 'Roles in your career history, newest first by display order.',
    noun: 'Experience',
    entity: 'experience',
    loading: 'Loading experiences...',
    empty: 'No experiences found. Add your first experience!',
  },
  struct: experienceStruct,
  fields: [
    { kind: 'text', name: 'title', label: 'Job Title', required: true },
    { kind: 'text', name: 'company', label: 'Company', required: true },
    { kind: 'text', name: 'period', label: 'Time Period', required: true, placeholder: '2020 - Present' },
    imageField({ name: 'logoPath', label: 'Logo Path', required: true, wide: true, placeholder: '/images/logos/company.svg' }),
    { kind: 'textarea', name: 'description', label: 'Description', required: true, wide: true, rows: 5, hint: 'One line per point.' },
    displayOrderField,
    assignToPersonasField,
  ],
  defaults: { title: '', company: '', period: '', logoPath: '', description: '', displayOrder: 0, personaIds: [] },
  row: (experience) => ({
    title: experience.title,
    subtitle: `${experience.company} · ${experience.period}`,
    image: experience.logoPath,
    description: experience.description,
    details: [orderDetail(experience.displayOrder)],
    personaIds: experience.personaIds,
  }),
});
