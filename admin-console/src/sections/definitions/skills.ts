import { DEFAULT_SKILL_CATEGORY, SKILL_CATEGORIES, SKILL_LEVEL, SKILL_YEARS, categoryLabel, skillStruct, skillYearsLabel } from '@folio/contracts';
import { defineSection } from '../section-definition';
import { assignToPersonasField, displayOrderField, orderDetail } from './shared-fields';

export const skillsSection = defineSection({
  resource: 'skills',
  publicPath: () => '/#skills',
  labels: {
    title: 'Skills',
    description: 'Skills by category, each with a level from 1 to 100.',
    noun: 'Skill',
    entity: 'skill',
    loading: 'Loading skills...',
    empty: 'No skills found. Add your first skill!',
  },
  struct: skillStruct,
  fields: [
    { kind: 'text', name: 'name', label: 'Skill Name', required: true },
    {
      kind: 'select',
      name: 'category',
      label: 'Category',
      required: true,
      placeholder: 'Select a category',
      options: SKILL_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) })),
    },
    { kind: 'slider', name: 'level', label: 'Level', required: true, min: SKILL_LEVEL.min, max: SKILL_LEVEL.max, step: SKILL_LEVEL.step, unit: '%', wide: true },
    {
      kind: 'number',
      name: 'years',
      label: 'Years',
      min: SKILL_YEARS.min,
      max: SKILL_YEARS.max,
      hint: 'Years of experience, shown when the Site settings show skills as years. Blank shows the level in words there.',
    },
    { kind: 'textarea', name: 'description', label: 'Description', required: true, wide: true, rows: 3 },
    displayOrderField,
    assignToPersonasField,
  ],
  defaults: { name: '', category: DEFAULT_SKILL_CATEGORY, level: SKILL_LEVEL.default, years: null, description: '', displayOrder: 0, personaIds: [] },
  row: (skill) => ({
    title: skill.name,
    subtitle: [categoryLabel(skill.category), `${skill.level}%`, typeof skill.years === 'number' ? skillYearsLabel(skill.years) : null].filter(Boolean).join(' · '),
    description: skill.description,
    details: [orderDetail(skill.displayOrder)],
    personaIds: skill.personaIds,
  }),
});
