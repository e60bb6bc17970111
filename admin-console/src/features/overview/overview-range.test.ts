import { MAX_RANGE_DAYS, RANGE_MESSAGES } from '@folio/contracts';
import { changeText, percentOf } from './overview-format';
import { rangeOf, rangeQuery } from './overview-range';

const TODAY = '2026-11-30';
const of = (query: string) => rangeOf(new URLSearchParams(query), TODAY);

describe('the range in the address', () => {
  it.each([
    ['', { preset: '30d', from: '2026-11-01', to: TODAY }],
    ['range=30d', { preset: '30d', from: '2026-11-01', to: TODAY }],
    ['range=7d', { preset: '7d', from: '2026-11-24', to: TODAY }],
    ['range=12m', { preset: '12m', from: '2025-12-01', to: TODAY }],
    ['from=2026-01-01&to=2026-01-31', { preset: 'custom', from: '2026-01-01', to: '2026-01-31' }],
    // Chosen days win over a preset.
    ['range=7d&from=2026-01-01&to=2026-01-01', { preset: 'custom', from: '2026-01-01', to: '2026-01-01' }],
  ])('?%s', (query, choice) => {
    expect(of(query)).toEqual({ choice, problem: null });
  });

  it.each([
    ['range=99d', /unknown range \(‘99d’\)/],
    ['from=2026-01-01', new RegExp(RANGE_MESSAGES.day)],
    ['from=2026-02-30&to=2026-03-01', new RegExp(RANGE_MESSAGES.day)],
    ['from=2026-02-01&to=2026-01-01', new RegExp(RANGE_MESSAGES.order)],
    [`from=2020-01-01&to=2026-01-01`, new RegExp(`at most ${MAX_RANGE_DAYS} days`)],
  ])('?%s falls back to the last 30 days and says why', (query, problem) => {
    const { choice, problem: said } = of(query);
    expect(choice).toEqual({ preset: '30d', from: '2026-11-01', to: TODAY });
    expect(said).toMatch(problem);
  });

  it('leaves the default preset out of the address', () => {
    expect(rangeQuery({ preset: '30d' })).toEqual({});
    expect(rangeQuery({ preset: '12m' })).toEqual({ range: '12m' });
    expect(rangeQuery({ preset: 'custom', from: '2026-01-01', to: '2026-01-02' })).toEqual({ from: '2026-01-01', to: '2026-01-02' });
  });
});

describe('the change against the previous period', () => {
  it.each([
    [112, 100, '+12 %'],
    [75, 100, '−25 %'],
    [100, 100, '0 %'],
    [5, 0, '—'],
    [0, 0, '—'],
  ])('%d against %d reads %s', (current, previous, text) => {
    expect(changeText(current, previous)).toBe(text);
  });

  it('counts a funnel step against the first', () => {
    expect(percentOf(10, 40)).toBe(25);
    expect(percentOf(0, 0)).toBeNull();
  });
});
