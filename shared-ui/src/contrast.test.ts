import { ensureContrast, mixHex } from './colour';
import { contrastRatio, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBe(contrastRatio('#ffffff', '#777777'));
  });

  it('rejects anything but #rrggbb', () => {
    expect(() => relativeLuminance('#fff')).toThrow('Expected a #rrggbb colour');
  });
});

describe('ensureContrast', () => {
  it('darkens on light grounds and lightens on dark ones until 4.5:1', () => {
    const onWhite = ensureContrast('#ea580c', ['#ffffff']);
    const onNavy = ensureContrast('#2563eb', ['#0f172a']);
    expect(contrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onNavy, '#0f172a')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onWhite)).toBeLessThan(relativeLuminance('#ea580c'));
    expect(relativeLuminance(onNavy)).toBeGreaterThan(relativeLuminance('#2563eb'));
  });

  it('refuses grounds that are both light and dark', () => {
    expect(() => ensureContrast('#2563eb', ['#ffffff', '#000000'])).toThrow('mix light and dark');
  });

  it('mixes linearly between two colours', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});
