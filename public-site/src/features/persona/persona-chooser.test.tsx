import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

/** The declarations of every injected CSS rule whose selector names one of `classes` with `:hover`. */
function hoverDeclarations(classes: string[]): string[] {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  return rules
    .filter(([, selector]) => selector!.includes(':hover') && classes.some((name) => selector!.includes(`.${name}`)))
    .map(([, , body]) => body!.replace(/\s+/g, ' ').trim());
}

/** The value a property ends up with across declarations in source order (the last one wins at equal specificity or above). */
const lastValue = (declarations: string[], property: string) =>
  declarations
    .flatMap((body) => body.split(';'))
    .map((declaration) => declaration.split(':').map((part) => part.trim()))
    .filter(([name]) => name === property)
    .map(([, value]) => value)
    .at(-1);

describe('persona chooser cards', () => {
  // The Explore link's ::after covers the whole card. A filter or transform on the hovered link
  // would make the link the containing block of that ::after, shrinking it under the pointer: the
  // hover flickers and a click in the middle of the card lands on the card, not the link (found by
  // the browser suite: a click on the card did not navigate).
  it('never gives the hovered Explore link a filter or transform that would shrink the card-wide target', async () => {
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Explore Enterprise Tech' });
    const declarations = hoverDeclarations([...link.classList]);

    expect(declarations.length).toBeGreaterThan(0);
    expect(lastValue(declarations, 'filter') ?? 'none').toBe('none');
    expect(lastValue(declarations, 'transform') ?? 'none').toBe('none');
  });
});
