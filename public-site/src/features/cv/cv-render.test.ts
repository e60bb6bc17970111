import { http, HttpResponse } from 'msw';
import { renderQueryUrl } from '../../server/render-params';
import { renderPage } from '../../server/render-page';
import { build } from '../../test/render-on-server';
import { api, server } from '../../test/server';
import { allCv, enterpriseCv, serveCv } from './enterprise-cv.fixtures';

/** The page the rendering server answers for `url`, parsed; the status when it renders nothing. */
async function render(url: string, savedPersona: 'fitness' | null = null) {
  const page = await renderPage(build, globalThis.location.origin, { url, savedPersona, savedTheme: null });
  if (!('html' in page)) return { status: page.status, html: '', document: null };
  return { status: page.status, html: page.html, document: new DOMParser().parseFromString(page.html, 'text/html') };
}

const main = (document: Document) => document.querySelector('#root main')!;
const headings = (document: Document, level: 'h1' | 'h2' | 'h3') => [...main(document).querySelectorAll(level)].map((heading) => heading.textContent);
const jsonLd = (document: Document) => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));

describe('/cv on the rendering server', () => {
  it("renders a persona's CV whole: only what its document holds, its sections in the document's order", async () => {
    const asked = serveCv();
    const { status, document } = await render('/cv?persona=enterprise');

    expect(status).toBe(200);
    expect(asked).toEqual(['?persona=enterprise']);
    expect(headings(document!, 'h1')).toEqual(['Jordan Avery']);
    expect(headings(document!, 'h2')).toEqual(['Skills', 'Experience', 'Selected case studies']);
    const cv = main(document!).querySelector('[data-cv-persona]')!;
    expect(cv.textContent).toContain('Enterprise Tech');
    expect(cv.textContent).toContain('Solutions architect for regulated industries');
    expect(cv.textContent).toContain('Cut batch windows from hours to minutes');
    expect(cv.textContent).not.toContain('Certified Kubernetes Administrator');
    expect(cv.querySelector('a[href="mailto:jordan@example.com"]')).not.toBeNull();
    expect(cv.querySelector('a[href="https://github.com/jordan"]')?.textContent).toBe('GitHub');
    expect(cv.querySelector('a[href="/?persona=enterprise&case=1"]')?.textContent).toContain('Read the case study');
    expect(main(document!).getAttribute('aria-busy')).toBeNull();
  });

  it('links the downloads and the other CVs, the current one marked, all counted', async () => {
    serveCv();
    const { document } = await render('/cv?persona=enterprise');

    const pdf = main(document!).querySelector('a[href="/cv.pdf?persona=enterprise"]')!;
    expect(pdf.textContent).toBe('Download PDF');
    expect(pdf.getAttribute('download')).toBe('Jordan-Avery-CV-Enterprise-Tech.pdf');
    expect(pdf.getAttribute('data-track')).toBe('cv');
    expect(pdf.getAttribute('data-track-detail')).toBe('pdf');
    const json = main(document!).querySelector('a[href="/cv.json?persona=enterprise"]')!;
    expect([json.textContent, json.getAttribute('data-track'), json.getAttribute('data-track-detail')]).toEqual(['JSON Resume', 'cv', 'json']);
    const switcher = main(document!).querySelector('nav[aria-label="CV for"]')!;
    expect([...switcher.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/cv',
      '/cv?persona=enterprise',
      '/cv?persona=business',
      '/cv?persona=fitness',
    ]);
    expect(switcher.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/cv?persona=enterprise');
  });

  it('writes the head: title, canonical, link preview, the PDF and JSON alternates, ProfilePage markup', async () => {
    serveCv();
    const { document } = await render('/cv?persona=enterprise');
    const head = document!.head;

    expect(head.querySelector('title')?.textContent).toBe('CV — Jordan Avery — Enterprise Tech');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://jordan.example/cv?persona=enterprise');
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Solutions architect for regulated industries\. Fifteen years/);
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^https:\/\/jordan\.example\/og\/cv\/enterprise\.png\?v=\w+$/);
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    const alternate = (type: string) => head.querySelector(`link[rel="alternate"][type="${type}"]`);
    expect(alternate('application/pdf')?.getAttribute('href')).toBe('https://jordan.example/cv.pdf?persona=enterprise');
    expect(alternate('application/json')?.getAttribute('href')).toBe('https://jordan.example/cv.json?persona=enterprise');
    expect(alternate('application/pdf')?.getAttribute('title')).toBeTruthy();
    const [profile] = jsonLd(document!);
    expect(profile).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: 'https://jordan.example/cv?persona=enterprise',
      mainEntity: {
        '@type': 'Person',
        name: 'Jordan Avery',
        jobTitle: 'Enterprise Tech',
        email: 'jordan@example.com',
        sameAs: ['https://github.com/jordan', 'https://www.linkedin.com/in/jordan'],
      },
    });
  });

  it('prints the CV alone, on the paper size the document names', async () => {
    serveCv();
    const { html } = await render('/cv?persona=enterprise');
    const styles = [...html.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].map((match) => match[1]).join('\n');

    expect(styles).toMatch(/@page\s*\{[^}]*size:\s*letter/);
    expect(styles).toMatch(/margin:\s*14mm/);
    expect(styles).toContain('@media print');
    expect(styles).toMatch(/#root>:not\(main\)\{display:none\s*!important;?\}/);
    expect(styles).toContain('break-inside:avoid');
    expect(styles).toContain('attr(href)');
  });

  it('shows the all-persona CV at /cv, whatever persona the visitor saved', async () => {
    const asked = serveCv();
    const { status, document } = await render('/cv', 'fitness');

    expect(status).toBe(200);
    expect(asked).toEqual(['']);
    expect(headings(document!, 'h2')).toEqual(['Certifications']);
    expect(document!.head.querySelector('title')?.textContent).toBe('CV — Jordan Avery');
    expect(document!.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://jordan.example/cv');
    expect(document!.head.querySelector('link[type="application/pdf"]')?.getAttribute('href')).toBe('https://jordan.example/cv.pdf');
    expect(main(document!).querySelector('nav[aria-label="CV for"] [aria-current="page"]')?.getAttribute('href')).toBe('/cv');
    expect(jsonLd(document!)[0].mainEntity).not.toHaveProperty('jobTitle');
  });

  it('falls back to the all-persona CV for a persona it does not know', async () => {
    const asked = serveCv();
    const { status, document } = await render('/cv?persona=chef');

    expect(status).toBe(200);
    expect(asked).toEqual(['']);
    expect(main(document!).querySelector('h1')?.textContent).toBe(allCv.name);
  });

  it('answers 404 when the API has no such CV', async () => {
    serveCv({ all: allCv, enterprise: enterpriseCv });
    const { status, document } = await render('/cv?persona=fitness');

    expect(status).toBe(404);
    expect(main(document!).textContent).toContain('There is no CV for Fitness Coach yet.');
    expect(document!.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });

  it('answers 503 when the API fails', async () => {
    server.use(http.get(api('cv'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));

    expect((await render('/cv?persona=enterprise')).status).toBe(503);
  });

  it('answers 503 when the API is out of reach', async () => {
    server.use(http.get(api('cv'), () => HttpResponse.error()));

    expect((await render('/cv')).status).toBe(503);
  });

  it('is asked for with `persona` alone of its query (the table the server and nginx share)', async () => {
    const asked = serveCv();
    const url = renderQueryUrl('/cv?utm_source=mail&persona=enterprise&q=x');
    const { status, document } = await render(url);

    expect(url).toBe('/cv?persona=enterprise');
    expect(status).toBe(200);
    expect(document!.title).toBe('CV — Jordan Avery — Enterprise Tech');
    expect(asked).toEqual(['?persona=enterprise']);
  });
});
