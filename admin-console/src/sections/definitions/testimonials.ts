import { TESTIMONIAL_QUOTE_MAX, testimonialStruct } from '@folio/contracts';
import { defineSection } from '../section-definition';
import { assignToPersonasField, displayOrderField, imageField, orderDetail } from './shared-fields';

export const testimonialsSection = defineSection({
  resource: 'testimonials',
  publicPath: () => '/#testimonials',
  // Rows name the case study a testimonial belongs to.
  rowLookup: 'case-studies',
  labels: {
    title: 'Testimonials',
    description: 'What clients and colleagues said, shown on the personas’ pages and on the case study they belong to.',
    noun: 'Testimonial',
    entity: 'testimonial',
    loading: 'Loading testimonials...',
    empty: 'No testimonials found. Add your first testimonial!',
  },
  struct: testimonialStruct,
  fields: [
    { kind: 'textarea', name: 'quote', label: 'Quote', required: true, wide: true, rows: 4, hint: `Their words, up to ${TESTIMONIAL_QUOTE_MAX} characters.` },
    { kind: 'text', name: 'author', label: 'Author', required: true },
    { kind: 'text', name: 'role', label: 'Role', placeholder: 'Operations Director' },
    { kind: 'text', name: 'company', label: 'Company' },
    { kind: 'text', name: 'url', label: 'Link', type: 'url', placeholder: 'https://', hint: 'Their profile or company page, if they are happy to be found.' },
    imageField({ name: 'photoPath', label: 'Photo', wide: true, placeholder: '/images/testimonials/name.jpg' }),
    {
      kind: 'lookup-select',
      from: 'case-studies',
      name: 'caseStudyId',
      label: 'Case Study',
      hint: 'Shown on that case study’s page too.',
      loading: 'Loading case studies...',
      placeholder: 'No case study',
      blankValue: null,
    },
    displayOrderField,
    assignToPersonasField,
  ],
  defaults: { quote: '', author: '', role: '', company: '', url: '', photoPath: '', caseStudyId: null, displayOrder: 0, personaIds: [] },
  row: (testimonial, context) => {
    const caseStudy = context.lookupName(testimonial.caseStudyId);
    return {
      title: testimonial.author,
      subtitle: [testimonial.role, testimonial.company].filter(Boolean).join(' · ') || null,
      image: testimonial.photoPath,
      description: testimonial.quote,
      details: [...(caseStudy ? [{ label: 'Case study', value: caseStudy }] : []), orderDetail(testimonial.displayOrder)],
      personaIds: testimonial.personaIds,
    };
  },
});
