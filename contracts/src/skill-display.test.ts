import { skillLevelWord, skillStrengthText, skillYearsLabel } from './skill-display.js';

describe("a skill's strength in words", () => {
  it.each([
    [100, 'Expert'],
    [90, 'Expert'],
    [89, 'Advanced'],
    [75, 'Advanced'],
    [74, 'Proficient'],
    [50, 'Proficient'],
    [49, 'Familiar'],
    [1, 'Familiar'],
    [Number.NaN, 'Familiar'],
  ])('reads %d%% as %s', (level, word) => {
    expect(skillLevelWord(level)).toBe(word);
  });

  it('says years when they are known and chosen, else the level in words', () => {
    expect(skillYearsLabel(1)).toBe('1 year');
    expect(skillStrengthText({ level: 92, years: 12 }, 'years')).toBe('12 years');
    expect(skillStrengthText({ level: 92, years: null }, 'years')).toBe('Expert');
    expect(skillStrengthText({ level: 60, years: 12 }, 'level')).toBe('Proficient');
  });
});
