/** Marks the buttons that lift a small screen's limit on a list (features/education/credential-list.tsx). */
export const LIMIT_TOGGLE_ATTRIBUTE = 'data-limit-toggle';

/** The spec's words for the toggle (the server writes the first). */
const SHOW_MORE = 'Show More';
const SHOW_LESS = 'Show Less';

/**
 * A list limited on small screens shows its first items until expanded: CSS hides the rest of a list
 * not marked `data-expanded='true'` (components/width-variants.ts, only where scripts run, as is the
 * button). Its button, naming the list in `aria-controls`, flips that mark, says it in `aria-expanded`
 * and in its words.
 */
export function enhanceLimitToggles(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLElement>(`[${LIMIT_TOGGLE_ATTRIBUTE}]`)) {
    const list = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!list) continue;
    button.addEventListener('click', () => {
      const expanded = list.dataset.expanded !== 'true';
      list.dataset.expanded = String(expanded);
      button.setAttribute('aria-expanded', String(expanded));
      button.textContent = expanded ? SHOW_LESS : SHOW_MORE;
    });
  }
}
