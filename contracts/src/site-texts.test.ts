import { availabilityLine, availabilityText, check, defaultSiteTexts, siteTextsStruct } from './index.js';

const TODAY = '2026-12-05';
const say = (from: string | null, forText: string | null) => {
  const line = availabilityLine({ from, for: forText }, TODAY);
  return line && availabilityText(line);
};

describe("a persona's availability line", () => {
  it('says the day while it is ahead, and now once it has come', () => {
    expect(say('2027-03-01', 'two new projects')).toBe('Available from March 1, 2027 for two new projects');
    expect(say('2027-03-01', null)).toBe('Available from March 1, 2027');
    expect(say(TODAY, 'two new projects')).toBe('Available now for two new projects');
    expect(say('2025-01-01', null)).toBe('Available now');
    expect(say(null, 'coaching clients')).toBe('Available for coaching clients');
    expect(say(null, null)).toBeNull();
  });

  it('is checked with the texts: a blank part is none, a date must be a real day written YYYY-MM-DD', () => {
    const texts = { ...defaultSiteTexts(), availability: { enterprise: { from: ' ', for: '' }, fitness: { from: '2027-02-29' } } };
    const refused = check(siteTextsStruct, texts);
    expect(refused).toEqual({ ok: false, fields: { availability: 'Available from must be a date written YYYY-MM-DD' } });
    const accepted = check(siteTextsStruct, { ...texts, availability: { enterprise: { from: ' ', for: '' }, fitness: { from: '2028-02-29' } } });
    expect(accepted.ok && accepted.value.availability).toEqual({
      enterprise: { from: null, for: null },
      business: { from: null, for: null },
      fitness: { from: '2028-02-29', for: null },
    });
  });
});
