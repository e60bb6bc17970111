/** Marks the header's persona forms (features/layout/persona-switcher.tsx): a select and a 'Go' button. */
export const PERSONA_SWITCHER_ATTRIBUTE = 'data-persona-switcher';

/**
 * The persona switcher is a form the server answers (`GET /?persona=<type>`); with a script, a choice
 * applies as it is made, so its 'Go' button goes. The new page starts at the top, as the spec's
 * choice scrolls there.
 */
export function enhancePersonaSwitchers(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${PERSONA_SWITCHER_ATTRIBUTE}]`)) {
    const select = form.querySelector('select');
    if (!select) continue;
    select.addEventListener('change', () => form.requestSubmit());
    form.querySelector<HTMLButtonElement>('button[type="submit"]')?.setAttribute('hidden', '');
  }
}
