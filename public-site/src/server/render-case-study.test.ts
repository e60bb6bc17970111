import { build } from '../test/render-on-server';
import { renderPage } from './render-page';

async function render(url: string) {
  const page = await renderPage(build, globalThis.location.origin, { url, savedPersona: null, savedTheme: null });
  if (!('html' in page)) throw new Error(`render failed with ${page.status}`);
  return { status: page.status, document: new DOMParser().parseFromString(page.html, 'text/html') };
}

const dialogOf = (document: Document) => document.querySelector('#root [role="dialog"]');

describe("a case study's own address, rendered by the server", () => {
  it("sends the page with the case study's dialog open, in place, closed by a link (it works before the page's scripts run)", async () => {
    const { status, document } = await render('/?persona=enterprise&case=1');
    expect(status).toBe(200);
    const dialog = dialogOf(document)!;
    expect(dialog).not.toBeNull();
    expect(dialog.getAttribute('aria-labelledby') && document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Event-Driven Integration Platform',
    );
    expect(dialog.textContent).toContain('Replacing nightly batch transfers');
    expect(dialog.querySelector('a[aria-label="Close"]')?.getAttribute('href')).toBe('/?persona=enterprise#case-studies');
    // The cards link to their case study's address.
    const links = [...document.querySelectorAll('#case-studies a[data-case-study]')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toContainEqual(['View Case Study', '/?persona=enterprise&case=2#case-studies']);
  });

  it.each(['/?persona=enterprise&case=99', '/?persona=enterprise&case=abc', '/?persona=enterprise'])('sends %s without a dialog (status 200)', async (url) => {
    const { status, document } = await render(url);
    expect(status).toBe(200);
    expect(document.querySelector('#case-studies')).not.toBeNull();
    expect(dialogOf(document)).toBeNull();
  });
});
