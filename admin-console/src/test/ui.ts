import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A form control by its visible label (a required field's label ends with a hidden '*'). */
export function field(label: string, container: HTMLElement = document.body): HTMLElement {
  return within(container).getByLabelText(new RegExp(`^${escape(label)}\\*?$`));
}

/** Goes to a dashboard section (and blog subsection) through the tab strip. */
export async function openSection(user: UserEvent, ...tabs: string[]) {
  for (const tab of tabs) await user.click(screen.getByRole('tab', { name: tab }));
}

export type Step =
  | { type: string; value: string }
  | { select: string; option: string }
  | { check: string }
  | { clear: string };

/** A rich-text field (a case study's HTML) takes the HTML given in its Source view. */
async function fillHtml(user: UserEvent, label: string, html: string) {
  const source = screen.getByRole('button', { name: `${label} Source` });
  await user.click(source);
  fireEvent.change(field(label), { target: { value: html } });
  await user.click(source);
  await screen.findByRole('textbox', { name: label });
}

/** Fills a form field by field (focus, clear, paste; choose; tick); a rich-text field through its source. */
export async function fill(user: UserEvent, steps: readonly Step[]) {
  for (const step of steps) {
    if ('type' in step) {
      // A rich-text field's editor arrives a moment after the form.
      const input = await screen.findByLabelText(new RegExp(`^${escape(step.type)}\\*?$`));
      if (input.getAttribute('contenteditable') === 'true') {
        await fillHtml(user, step.type, step.value);
        continue;
      }
      await user.clear(input);
      // One paste per field: the same input events as typing, without a re-render per key.
      if (step.value) await user.paste(step.value);
    } else if ('select' in step) {
      const select = field(step.select);
      // Choices that come from the server may still be loading.
      await within(select).findByRole('option', { name: step.option });
      await user.selectOptions(select, step.option);
    } else if ('check' in step) {
      await user.click(await screen.findByRole('checkbox', { name: step.check }));
    } else {
      await user.clear(field(step.clear));
    }
  }
}

/** The dashboard's sections: the sidebar on wide screens (one tab list per group). */
export const sectionNav = (): HTMLElement => screen.getByRole('navigation', { name: 'Sections' });

/** Chooses an action of the header's account menu ('Security', 'Sign out everywhere', 'Logout'). */
export async function accountAction(user: UserEvent, action: string) {
  await user.click(screen.getByRole('button', { name: 'Account' }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}
