import { IMAGE_PATH_RULE, LINK_TARGET_RULE } from '@folio/contracts';
import { screen, within } from '@testing-library/react';
import { renderConsole } from '../../test/render';
import { field, fill, openSection } from '../../test/ui';

/** The console refuses the addresses the API refuses, with the same words, before anything is sent. */
describe('addresses that end up in a link or an image', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example', '/\\evil.example'])(
    'refuses %j as a hero button URL or image path, and sends nothing',
    async (value) => {
      const { user, api } = await renderConsole();
      await openSection(user, 'Hero Items');
      await user.click(await screen.findByRole('button', { name: 'Edit Platforms that stay calm' }));
      const form = screen.getByRole('form', { name: 'Edit Hero Item' });
      await fill(user, [
        { type: 'Primary Button URL', value },
        { type: 'Secondary Button URL', value },
        { type: 'Image Path', value },
      ]);
      await user.click(within(form).getByRole('button', { name: 'Update Hero Item' }));
      for (const [label, message] of [
        ['Primary Button URL', LINK_TARGET_RULE],
        ['Secondary Button URL', LINK_TARGET_RULE],
        ['Image Path', IMAGE_PATH_RULE],
      ]) {
        expect(field(label!)).toHaveAttribute('aria-invalid', 'true');
        expect(field(label!)).toHaveAccessibleDescription(expect.stringContaining(message!));
      }
      expect(api.calls('PUT', /^\/api\/admin\/hero-items\//)).toEqual([]);
    },
  );
});
