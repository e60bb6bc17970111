import { PRIMARY_COLOURS } from '@folio/contracts';
import { applyTheme } from './apply-theme';
import { createPalette } from './theme';

it('writes the palette as custom properties and marks the mode on the root', () => {
  const properties = new Map<string, string>();
  const root = {
    style: { setProperty: (name: string, value: string) => properties.set(name, value), colorScheme: '' },
    dataset: {} as DOMStringMap,
  } as unknown as HTMLElement;

  applyTheme('dark', PRIMARY_COLOURS.fitness, root);

  const palette = createPalette('dark', PRIMARY_COLOURS.fitness);
  expect(properties.get('--color-primary')).toBe(palette.primary);
  expect(properties.get('--color-primary-solid')).toBe(palette.primarySolid);
  expect(properties.get('--color-background')).toBe(palette.background);
  expect(root.dataset.theme).toBe('dark');
  expect(root.style.colorScheme).toBe('dark');
});
