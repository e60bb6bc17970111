/**
 * A page answering a form sent without JavaScript (POST /contact) is the page the form was on: the
 * server names its address in `<html data-address>`, which replaces /contact in the address bar (a
 * reload then asks for that page instead of sending the form again). A hash, if any, stays.
 */
export function restorePostedAddress(): void {
  const address = document.documentElement.dataset.address;
  if (address && address.startsWith('/') && !address.startsWith('//')) history.replaceState(history.state, '', address + location.hash);
}
