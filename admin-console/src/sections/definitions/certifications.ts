import { certificationStruct } from '@folio/contracts';
import { defineSection } from '../section-definition';
import { assignToPersonasField, displayOrderField, imageField, orderDetail } from './shared-fields';

export const certificationsSection = defineSection({
  resource: 'certifications',
  publicPath: () => '/#education',
  labels: {
    title: 'Certifications',
    description: 'Certifications with their issuer and year.',
    noun: 'Certification',
    entity: 'certification',
    loading: 'Loading certifications...',
    empty: 'No certifications found. Add your first certification!',
  },
  struct: certificationStruct,
  fields: [
    { kind: 'text', name: 'name', label: 'Certification Name', required: true },
    { kind: 'text', name: 'issuer', label: 'Issuer', required: true },
    { kind: 'text', name: 'year', label: 'Year', required: true, placeholder: '2024' },
    imageField({ name: 'logoPath', label: 'Logo Path', required: true, wide: true, placeholder: '/images/logos/issuer.svg' }),
    displayOrderField,
    assignToPersonasField,
  ],
  defaults: { name: '', issuer: '', year: '', logoPath: '', displayOrder: 0, personaIds: [] },
  row: (certification) => ({
    title: certification.name,
    subtitle: `${certification.issuer} · ${certification.year}`,
    image: certification.logoPath,
    details: [orderDetail(certification.displayOrder)],
    personaIds: certification.personaIds,
  }),
});
