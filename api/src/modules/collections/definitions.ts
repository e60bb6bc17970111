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
    table: 'companies',
    struct: asStruct(companyStruct),
    publicPath: '/companies',
    adminPath: '/admin/companies',
    media: { label: 'name', paths: { logoPath: { column: 'logo_path', name: 'logo' } } },
    personas: { kind: 'none' },
    orderBy: byDisplayOrder,
  },
  experiences: {
    entity: 'Experience',
    table: 'experiences',
    struct: asStruct(experienceStruct),
    publicPath: '/experiences',
    adminPath: '/admin/experiences',
    media: { label: 'title', paths: { logoPath: { column: 'logo_path', name: 'logo' } } },
    personas: links('experience_personas', 'experience_id'),
    orderBy: byDisplayOrder,
    decorate: withTagTypes,
  },
  skills: {
    entity: 'Skill',
    table: 'skills',
    struct: asStruct(skillStruct),
    publicPath: '/skills',
    adminPath: '/admin/skills',
    personas: links('skill_personas', 'skill_id'),
    orderBy: byDisplayOrder,
  },
  education: {
    entity: 'Education entry',
    table: 'education',
    struct: asStruct(educationStruct),
    publicPath: '/education',
    adminPath: '/admin/education',
    personas: links('education_personas', 'education_id'),
    orderBy: byDisplayOrder,
  },
  certifications: {
    entity: 'Certification',
    table: 'certifications',
    struct: asStruct(certificationStruct),
    publicPath: '/certifications',
    adminPath: '/admin/certifications',
    media: { label: 'name', paths: { logoPath: { column: 'logo_path', name: 'logo' } } },
    personas: links('certification_personas', 'certification_id'),
    orderBy: byDisplayOrder,
  },
  personas: {
    entity: 'Persona',
    table: 'personas',
    struct: asStruct(personaStruct),
    publicPath: '/personas',
    adminPath: '/admin/personas',
    media: { label: 'title', paths: { imagePath: { column: 'image_path', name: 'image' } } },
    personas: { kind: 'self' },
    orderBy: byDisplayOrder,
    undeletable: {
      ids: Object.values(PERSONA_IDS),
      message: 'The Enterprise Tech, Business Automation and Fitness Coach personas are built in and cannot be deleted',
    },
  },
  'hero-items': {
    entity: 'Hero item',
    table: 'hero_items',
    struct: asStruct(heroItemStruct),
    publicPath: '/hero-items',
    adminPath: '/admin/hero-items',
    media: { label: 'title', paths: { imagePath: { column: 'image_path', name: 'image' } } },
    personas: { kind: 'owner-and-links', table: 'hero_item_personas', key: 'hero_item_id' },
    orderBy: byDisplayOrder,
    publicOnly: { is_active: true },
    booleans: ['isActive'],
  },
  'social-links': {
    entity: 'Social link',
    table: 'social_links',
    struct: asStruct(socialLinkStruct),
    publicPath: '/social-links',
    adminPath: '/admin/social-links',
    media: { label: 'platform', paths: { icon: { column: 'icon', name: 'icon' } } },
    personas: { kind: 'none' },
    orderBy: byDisplayOrder,
  },
  'case-studies': {
    entity: 'Case study',
    table: 'case_studies',
    struct: asStruct(caseStudyStruct),
    publicPath: '/case-studies',
    adminPath: '/admin/case-studies',
    media: { label: 'title', paths: { imagePath: { column: 'image_path', name: 'image' } } },
    personas: { kind: 'owner-and-links', table: 'case_study_personas', key: 'case_study_id' },
    orderBy: byDisplayOrder,
    jsonColumns: ['technologies'],
    htmlFields: ['description', 'challenge', 'solution', 'results'],
  },
};
