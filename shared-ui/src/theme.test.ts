import { DEFAULT_PRIMARY_COLOUR, PRIMARY_COLOURS } from '@folio/contracts';
import { MIN_TEXT_CONTRAST } from './colour';
import { contrastRatio } from './contrast';
import { createPalette, THEME_MODES } from './theme';

const accents = Object.entries(PRIMARY_COLOURS);

describe.each(THEME_MODES)('%s theme', (mode) => {
  const palette = createPalette(mode);

  it.each([
    ['text', 'background'],
    ['text', 'surface'],
    ['textMuted', 'background'],
    ['textMuted', 'surface'],
    ['danger', 'background'],
    ['danger', 'surface'],
    ['onPrimary', 'dangerSolid'],
  ] as const)('%s on %s reaches 4.5:1', (foreground, ground) => {
    expect(contrastRatio(palette[foreground], palette[ground])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  describe.each(accents)('%s accent (%s)', (_persona, colour) => {
    const accented = createPalette(mode, colour);

    it.each(['background', 'surface'] as const)('as text on %s reaches 4.5:1', (ground) => {
      expect(contrastRatio(accented.primary, accented[ground])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    });

    it('as a button fill under white text reaches 4.5:1', () => {
      expect(accented.onPrimary).toBe('#ffffff');
      expect(contrastRatio(accented.onPrimary, accented.primarySolid)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    });
  });
});

describe('createPalette', () => {
  it('keeps a persona colour untouched where it already has the contrast', () => {
    expect(createPalette('light', PRIMARY_COLOURS.business).primarySolid).toBe(PRIMARY_COLOURS.business);
  });

  it('accepts a colour without # and falls back to the default with a warning when invalid', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(createPalette('light', '7C3AED')).toEqual(createPalette('light', PRIMARY_COLOURS.business));
    expect(createPalette('dark', 'not-a-colour')).toEqual(createPalette('dark', DEFAULT_PRIMARY_COLOUR));
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
