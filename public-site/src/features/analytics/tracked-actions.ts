import type { BeaconEvent } from '@folio/contracts';
import { track } from './beacon';

/**
 * What a visitor did, read from the page itself instead of wired through every component: an
 * element marked `data-track="<event>"` sends that event when it is used (a link or button clicked,
 * a select changed, the form around a marked text field submitted), with its `data-track-detail`, else
 * its value (a field), else its address (a link); nothing when that is empty (a switcher's 'View
 * All' chooses no persona). One capture-phase listener on the document sees every use before the
 * page reacts to it, wherever the element is, islands included. Only the site's own script installs
 * it: the components the console previews carry the same marks and send nothing there.
 * A marked select counts on its change only: the persona switcher's form, which the script sends
 * on change, must not count the choice twice.
 */
function onUse(event: Event) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const element: (HTMLElement & { value?: string; href?: string }) | null =
    event.type === 'submit' ? target.querySelector('input[data-track], textarea[data-track]') : target.closest(event.type === 'change' ? 'select' : 'a,button');
  const name = element?.dataset.track as BeaconEvent | undefined;
  const detail = (element?.dataset.trackDetail ?? element?.value ?? element?.href)?.trim();
  if (name && detail) track(name, detail);
}

const USES = ['click', 'change', 'submit'];

export function listenForTrackedActions(document: Document): void {
  for (const use of USES) document.addEventListener(use, onUse, true);
}
