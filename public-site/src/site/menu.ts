/** The small screens' menu (features/layout/mobile-menu.tsx): a `<dialog>` that the menu link targets. */
export const MENU_ID = 'site-menu';

/**
 * Without a script the menu button is a link to `#site-menu`, which CSS shows (`:target`). With one,
 * the link opens the panel as a modal dialog: the browser keeps focus inside it, Escape closes it and
 * focus goes back to the button; its close link closes it, and choosing a link closes it too.
 */
export function enhanceMenu(root: Document = document): void {
  const dialog = root.getElementById(MENU_ID);
  if (!(dialog instanceof HTMLDialogElement)) return;
  const openers = [...root.querySelectorAll<HTMLAnchorElement>(`a[href="#${MENU_ID}"]`)];
  const setExpanded = (open: boolean) => openers.forEach((opener) => opener.setAttribute('aria-expanded', String(open)));
  for (const opener of openers) {
    opener.setAttribute('role', 'button');
    opener.setAttribute('aria-haspopup', 'dialog');
    opener.setAttribute('aria-controls', MENU_ID);
    opener.addEventListener('click', (event) => {
      event.preventDefault();
      dialog.showModal();
      setExpanded(true);
    });
  }
  dialog.addEventListener('close', () => setExpanded(false));
  dialog.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    // The close link (`#`) only closes; any other link closes the menu and goes where it says.
    if (link.getAttribute('href') === '#') event.preventDefault();
    dialog.close();
  });
  setExpanded(false);
  // Opened by its address before the script ran: the same panel, now as a dialog.
  if (location.hash === `#${MENU_ID}`) {
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    dialog.showModal();
    setExpanded(true);
  }
}
