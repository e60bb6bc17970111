import { caseStudyPath, caseStudyStruct, plainTextExcerpt } from '@folio/contracts';
import { CaseStudyPreview } from '../../features/preview';
import { RichTextField } from '../../features/rich-text';
import { defineSection, type FieldSpec } from '../section-definition';
import { assignToPersonasField, displayOrderField, imageField, orderDetail, personaSelectField } from './shared-fields';

/** One of the case study's HTML texts, each a tab of the public dialog (the description is its Overview). */
const richText = (name: string, label: string): FieldSpec => ({ kind: 'rich-text', widget: RichTextField, name, label, required: true, wide: true });

export const caseStudiesSection = defineSection({
  resource: 'case-studies',
  publicPath: (study) => caseStudyPath(study.slug),
  labels: {
    title: 'Case Studies',
    description: 'Projects shown in the case-study carousel, in display order.',
    noun: 'Case Study',
    entity: 'case study',
    loading: 'Loading case studies...',
    empty: 'No case studies found. Add your first case study!',
  },
  struct: caseStudyStruct,
  frame: 'plain',
  autosave: true,
  // The public site's own card and dialog, from the form's current values.
  preview: CaseStudyPreview,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    {
      kind: 'slug',
      name: 'slug',
      label: 'Slug',
      from: 'title',
      hint: "The case study's page: /work/{slug}. Lower-case letters, digits and hyphens; left blank, it is made from the title. A changed slug keeps the former address working.",
    },
    { kind: 'text', name: 'subtitle', label: 'Subtitle' },
    { kind: 'text', name: 'role', label: 'Role', placeholder: 'Lead architect, team of 6', hint: "Your role on the project, shown under the title on the case study's page." },
    { kind: 'text', name: 'timeline', label: 'Timeline', placeholder: 'Jan–Jun 2025 · 6 months', hint: "When the project ran, shown beside your role on the case study's page." },
    personaSelectField,
    richText('description', 'Description'),
    richText('challenge', 'Challenge'),
    richText('solution', 'Solution'),
    richText('results', 'Results'),
    { kind: 'text', name: 'technologies', label: 'Technologies', wide: true, placeholder: 'React, Node.js, PostgreSQL', hint: 'Comma-separated.' },
    imageField({ name: 'imagePath', label: 'Image Path', wide: true, placeholder: '/images/case-studies/project.svg' }),
    // The case study's tagType only picks the stock picture shown when its image is missing: named for that, beside the image.
    { kind: 'text', name: 'tagType', label: 'Fallback image', hint: 'Shown when the image is missing or fails to load: fitness, business, entrepreneur, tech or enterprise pick a stock picture.' },
    { kind: 'text', name: 'url', label: 'Project URL', type: 'url', placeholder: 'https://example.com' },
    displayOrderField,
    assignToPersonasField,
  ],
  defaults: {
    title: '',
    slug: '',
    subtitle: '',
    role: '',
    timeline: '',
    personaId: '',
    tagType: '',
    description: '',
    challenge: '',
    solution: '',
    results: '',
    technologies: '',
    imagePath: '',
    url: '',
    displayOrder: 0,
    personaIds: [],
  },
  // The form edits technologies as comma-separated text; the contract sends them back as trimmed strings.
  toFormValues: (study) => ({ ...study, technologies: study.technologies.join(', ') }),
  row: (study, context) => ({
    title: study.title,
    subtitle: study.subtitle,
    image: study.imagePath,
    description: plainTextExcerpt(study.description, 400),
    badges: study.technologies.map((technology) => ({ label: technology, variant: 'outline' as const })),
    details: [{ label: 'Persona', value: context.personaName(study.personaId) }, orderDetail(study.displayOrder)],
    personaIds: study.personaIds,
  }),
});
