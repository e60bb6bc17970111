import { THEME_STORAGE_KEY } from '@folio/shared-ui';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setSystemDark } from '../test/media';

const site = join(__dirname, '..', '..');
const script = readFileSync(join(site, 'public', 'theme-init.js'), 'utf8');
const runScript = () => new Function(script)();

/** public/theme-init.js runs in the head, before the first paint and before the site's script (src/site). */
describe('theme-init.js', () => {
  it('reads the same storage key as the site’s light/dark switch', () => {
    expect(script).toContain(`'${THEME_STORAGE_KEY}'`);
  });

  it.each(['light', 'dark'])('applies a saved %s theme', (mode) => {
    setSystemDark(mode === 'light');
    localStorage.setItem(THEME_STORAGE_KEY, mode);
    runScript();
    expect(document.documentElement.dataset.theme).toBe(mode);
    expect(document.documentElement.style.colorScheme).toBe(mode);
  });

  it.each([
    [true, 'dark'],
    [false, 'light'],
  ])('without a saved theme follows the system (dark: %s)', (dark, mode) => {
    setSystemDark(dark);
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    runScript();
    expect(document.documentElement.dataset.theme).toBe(mode);
  });

  it("keeps the theme the server painted from the visitor's cookie when this browser saved none", () => {
    setSystemDark(false);
    document.documentElement.dataset.theme = 'dark';
    runScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('marks that scripts run, so limits that need a button to lift them may apply', () => {
    delete document.documentElement.dataset.js;
    runScript();
    expect(document.documentElement.dataset.js).toBe('');
  });

  it('is loaded as an external classic script in the head, before the site’s scripts, with a background per theme', () => {
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script src="\/theme-init\.js"><\/script>/);
    expect(head).not.toMatch(/<script>/);
    expect(head).toMatch(/html\[data-theme='dark'\]\s*\{[^}]*background/);
    // The server puts the site's script (and the islands') where the template says <!--ssr-data-->.
    expect(html.indexOf('<!--ssr-data-->')).toBeGreaterThan(html.indexOf('</head>'));
    expect(html).not.toMatch(/<script type="module"/);
  });
});
