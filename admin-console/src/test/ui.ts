import { screen, within } from '@testing-library/react';
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

/** Fills a form field by field (focus, clear, paste; choose; tick). */
export async function fill(user: UserEvent, steps: readonly Step[]) {
  for (const step of steps) {
    if ('type' in step) {
      const input = field(step.type);
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
