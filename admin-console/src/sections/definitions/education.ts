import { educationStruct } from '@folio/contracts';
import { defineSection } from '../section-definition';
import { assignToPersonasField, displayOrderField, orderDetail } from './shared-fields';

export const educationSection = defineSection({
  resource: 'education',
  publicPath: () => '/#education',
  labels: {
    title: 'Education',
    description: 'Degrees and studies, shown beside your certifications.',
    noun: 'Education',
    entity: 'education entry',
    loading: 'Loading education...',
    empty: 'No education entries found. Add your first education entry!',
  },
  struct: educationStruct,
  fields: [
    { kind: 'text', name: 'degree', label: 'Degree / Certification', required: true },
    { kind: 'text', name: 'institution', label: 'Institution', required: true },
    { kind: 'text', name: 'period', label: 'Time Period', required: true, placeholder: '2012 - 2016' },
    displayOrderField,
    { kind: 'textarea', name: 'description', label: 'Description', required: true, wide: true, rows: 4 },
    assignToPersonasField,
  ],
  defaults: { degree: '', institution: '', period: '', description: '', displayOrder: 0, personaIds: [] },
  row: (entry) => ({
    title: entry.degree,
    subtitle: `${entry.institution} · ${entry.period}`,
    description: entry.description,
    details: [orderDetail(entry.displayOrder)],
    personaIds: entry.personaIds,
  }),
});
