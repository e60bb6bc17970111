import {
  PERSONA_IDS,
  caseStudyStruct,
  certificationStruct,
  companyStruct,
  educationStruct,
  experienceStruct,
  heroItemStruct,
  personaStruct,
  skillStruct,
  socialLinkStruct,
  type AdminCollection,
  type TagType,
} from '@folio/contracts';
import type { Struct } from 'superstruct';
import type { Db } from '../../db/knex.js';
import { adminPathOf } from './content-paths.js';
import { releasePersona } from './references/persona-removal.js';
import type { CollectionDefinition, Entity } from './collection-definition.js';

const byDisplayOrder = [['display_order', 'asc'], ['id', 'asc']] as const;
const asStruct = (struct: unknown) => struct as Struct<Record<string, unknown>, unknown>;
const links = (table: string, key: string) => ({ kind: 'links', table, key }) as const;

/** Experiences carry the tag types of their assigned personas (ARCHITECTURE: decisions already taken). */
async function withTagTypes(db: Db, rows: Entity[]): Promise<Entity[]> {
  const personas: Array<{ id: number; tag_type: TagType | null }> = await db('personas').select('id', 'tag_type');
  const tagTypeOf = new Map(personas.map((persona) => [persona.id, persona.tag_type]));
  return rows.map((row) => {
    const tagTypes = [...new Set((row.personaIds as number[]).map((id) => tagTypeOf.get(id)).filter((t): t is TagType => !!t))];
    return { ...row, tagType: tagTypes.length === 1 ? tagTypes[0] : null, tagTypes };
  });
}

export const collections: Record<AdminCollection, CollectionDefinition> = {
  companies: {
    entity: 'Company',
    label: 'name',
    table: 'companies',
    struct: asStruct(companyStruct),
    publicPath: '/companies',
    adminPath: adminPathOf('companies'),
    media: { paths: { logoPath: { column: 'logo_path', name: 'logo' } } },
    personas: { kind: 'none' },
    orderBy: byDisplayOrder,
    example: { name: 'Northwind Logistics', logoPath: '/images/logos/northwind.svg', displayOrder: 0 },
  },
  experiences: {
    entity: 'Experience',
    label: 'title',
    table: 'experiences',
    struct: asStruct(experienceStruct),
    publicPath: '/experiences',
    adminPath: adminPathOf('experiences'),
    media: { paths: { logoPath: { column: 'logo_path', name: 'logo' } } },
    personas: links('experience_personas', 'experience_id'),
    orderBy: byDisplayOrder,
    example: {
      title: 'Platform Lead',
      company: 'Northwind Logistics',
      logoPath: '/images/logos/northwind.svg',
      period: '2019 - 2022',
      description: 'Moved forty services onto one deployment platform.',
      displayOrder: 0,
      personaIds: [PERSONA_IDS.enterprise],
    },
    decorate: withTagTypes,
  },
  skills: {
    entity: 'Skill',
    label: 'name',
    table: 'skills',
    struct: asStruct(skillStruct),
    publicPath: '/skills',
    adminPath: adminPathOf('skills'),
    personas: links('skill_personas', 'skill_id'),
    orderBy: byDisplayOrder,
    example: { name: 'Event-driven design', level: 85, category: 'technical', description: 'Queues, outboxes and idempotent consumers.', displayOrder: 0, personaIds: [PERSONA_IDS.enterprise] },
  },
  education: {
    entity: 'Education entry',
    label: 'degree',
    table: 'education',
    struct: asStruct(educationStruct),
    publicPath: '/education',
    adminPath: adminPathOf('education'),
    personas: links('education_personas', 'education_id'),
    orderBy: byDisplayOrder,
    example: { degree: 'BSc Computer Science', institution: 'University of Leeds', period: '2008 - 2011', description: 'Distributed systems and databases.', displayOrder: 0, personaIds: [] },
  },
  certifications: {
    entity: 'Certification',
    label: 'name',
    table: 'certifications',
    struct: asStruct(certificationStruct),
    publicPath: '/certifications',
    adminPath: adminPathOf('certifications'),
    media: { paths: { logoPath: { column: 'logo_path', name: 'logo' } } },
    personas: links('certification_personas', 'certification_id'),
    orderBy: byDisplayOrder,
    example: { name: 'Certified Strength Coach', issuer: 'NSCA', logoPath: '/images/logos/nsca.svg', year: '2021', displayOrder: 0, personaIds: [PERSONA_IDS.fitness] },
  },
  personas: {
    entity: 'Persona',
    label: 'title',
    table: 'personas',
    struct: asStruct(personaStruct),
    publicPath: '/personas',
    adminPath: adminPathOf('personas'),
    media: { paths: { imagePath: { column: 'image_path', name: 'image' } } },
    personas: { kind: 'self' },
    orderBy: byDisplayOrder,
    example: {
      title: 'Speaker',
      subtitle: 'Conference talks',
      description: 'Talks on platform engineering.',
      imagePath: '/images/personas/speaker.svg',
      buttonText: 'Book a talk',
      buttonUrl: 'https://example.com/talks',
      tagType: null,
      displayOrder: 4,
    },
    // Posts left with no persona show for every persona: see references/persona-removal.ts.
    beforeRemove: releasePersona,
    undeletable: {
      ids: Object.values(PERSONA_IDS),
      message: 'The Enterprise Tech, Business Automation and Fitness Coach personas are built in and cannot be deleted',
    },
  },
  'hero-items': {
    entity: 'Hero item',
    label: 'title',
    table: 'hero_items',
    struct: asStruct(heroItemStruct),
    publicPath: '/hero-items',
    adminPath: adminPathOf('hero-items'),
    media: { paths: { imagePath: { column: 'image_path', name: 'image' } } },
    personas: { kind: 'owner-and-links', table: 'hero_item_personas', key: 'hero_item_id' },
    orderBy: byDisplayOrder,
    example: {
      personaId: PERSONA_IDS.fitness,
      title: 'Strength for busy people',
      subtitle: 'Head Coach',
      description: 'Three sessions a week, planned around your calendar.',
      imagePath: '/images/hero/fitness-strength.svg',
      tagType: 'fitness',
      isActive: true,
      displayOrder: 0,
      personaIds: [PERSONA_IDS.fitness],
    },
    publicOnly: { is_active: true },
    booleans: ['isActive'],
  },
  'social-links': {
    entity: 'Social link',
    label: 'platform',
    table: 'social_links',
    struct: asStruct(socialLinkStruct),
    publicPath: '/social-links',
    adminPath: adminPathOf('social-links'),
    media: { paths: { icon: { column: 'icon', name: 'icon' } } },
    personas: links('social_link_personas', 'social_link_id'),
    orderBy: byDisplayOrder,
    example: { platform: 'GitHub', url: 'https://github.com/example', icon: '/images/icons/github.svg', displayOrder: 0, personaIds: [] },
  },
  'case-studies': {
    entity: 'Case study',
    label: 'title',
    table: 'case_studies',
    struct: asStruct(caseStudyStruct),
    publicPath: '/case-studies',
    adminPath: adminPathOf('case-studies'),
    media: { paths: { imagePath: { column: 'image_path', name: 'image' } } },
    personas: { kind: 'owner-and-links', table: 'case_study_personas', key: 'case_study_id' },
    orderBy: byDisplayOrder,
    example: {
      title: 'Invoices without typing',
      subtitle: 'Business automation',
      description: '<p>A bakery chain stopped keying in supplier invoices.</p>',
      challenge: '<p>Two people spent two days a week on data entry.</p>',
      solution: '<p>Invoices are read from email and matched to orders.</p>',
      results: '<p>Data entry fell to one hour a week.</p>',
      imagePath: '/images/case-studies/invoices.svg',
      tagType: 'business',
      technologies: ['n8n', 'PostgreSQL'],
      url: 'https://example.com/invoices',
      displayOrder: 0,
      personaId: PERSONA_IDS.business,
      personaIds: [PERSONA_IDS.business],
    },
    jsonColumns: ['technologies'],
    htmlFields: ['description', 'challenge', 'solution', 'results'],
  },
};
