/**
 * How the public Skills section states a skill's strength (the Site settings' `skillsDisplay`): the
 * spec's percent bar (the default), a level in words read from the same percent, or years of
 * experience (a skill without years shows its level in words).
 */
export const SKILLS_DISPLAYS = ['percent', 'level', 'years'] as const;
export type SkillsDisplay = (typeof SKILLS_DISPLAYS)[number];
export const DEFAULT_SKILLS_DISPLAY: SkillsDisplay = 'percent';

export const SKILLS_DISPLAY_LABELS: Record<SkillsDisplay, string> = {
  percent: 'Percent bars',
  level: 'Levels in words',
  years: 'Years of experience',
};

/** The lowest percent of each word, highest first. */
export const SKILL_LEVEL_WORDS = [
  { from: 90, word: 'Expert' },
  { from: 75, word: 'Advanced' },
  { from: 50, word: 'Proficient' },
  { from: 0, word: 'Familiar' },
] as const;
export type SkillLevelWord = (typeof SKILL_LEVEL_WORDS)[number]['word'];

/** 92 → 'Expert', 80 → 'Advanced', 60 → 'Proficient', 30 → 'Familiar' (a level past 100 or below 0 counts as 100 or 0). */
export function skillLevelWord(level: number): SkillLevelWord {
  const percent = Number.isFinite(level) ? level : 0;
  return SKILL_LEVEL_WORDS.find((step) => percent >= step.from)?.word ?? 'Familiar';
}

/** '1 year', '8 years'. */
export const skillYearsLabel = (years: number): string => `${years} ${years === 1 ? 'year' : 'years'}`;

/** What a skill's badge says in a display other than percent: its years when chosen and known, else its level in words. */
export function skillStrengthText(skill: { level: number; years?: number | null }, display: Exclude<SkillsDisplay, 'percent'>): string {
  return display === 'years' && typeof skill.years === 'number' ? skillYearsLabel(skill.years) : skillLevelWord(skill.level);
}
