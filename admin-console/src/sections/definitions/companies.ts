import { companyStruct } from '@folio/contracts';
import { defineSection } from '../section-definition';
import { displayOrderField, imageField, orderDetail } from './shared-fields';

export const companiesSection = defineSection({
  resource: 'companies',
  // A company's change refreshes the experiences too, as the spec's admin calls say.
  labels: {
    title: 'Companies',
    description: 'The companies you have worked with, shown by their logos.',
    noun: 'Company',
    entity: 'company',
    loading: 'Loading companies...',
    empty: 'No companies found. Add your first company!',
  },
  struct: companyStruct,
  fields: [
    { kind: 'text', name: 'name', label: 'Company Name', required: true },
    imageField({ name: 'logoPath', label: 'Logo Path', required: true, wide: true, placeholder: '/images/logos/company.svg' }),
    displayOrderField,
  ],
  defaults: { name: '', logoPath: '', displayOrder: 0 },
  row: (company) => ({ title: company.name, image: company.logoPath, details: [orderDetail(company.displayOrder)] }),
});
