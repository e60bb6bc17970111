import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const workspaces = ['contracts', 'shared-ui', 'api', 'public-site', 'admin-console'];
const others = (...allowed) => workspaces.filter((name) => !allowed.includes(name));

/** ARCHITECTURE's import direction: contracts ← shared-ui ← apps; contracts ← api; the apps never import each other. */
const zones = [
  { target: './contracts', from: others('contracts').map((w) => `./${w}`), message: 'contracts import nothing of the project' },
  { target: './shared-ui', from: others('contracts', 'shared-ui').map((w) => `./${w}`), message: 'shared-ui builds on contracts only' },
  { target: './api', from: others('contracts', 'api').map((w) => `./${w}`), message: 'the API reaches contracts only' },
  { target: './public-site', from: ['./admin-console', './api'], message: 'the apps meet only through federation at run time' },
  { target: './admin-console', from: ['./public-site', './api'], message: 'the apps meet only through federation at run time' },
];

/**
 * Inside the API: a module reaches another only through that module's index.ts (what it offers the
 * others), never its internals. content/ is the exception: the kernel every kind of content is built
 * from, all of whose files are shared.
 */
const apiModules = readdirSync(new URL('./api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleZones = apiModules.flatMap((module) =>
  apiModules
    .filter((other) => other !== module && other !== 'content')
    .map((other) => ({
      target: `./api/src/modules/${module}`,
      from: `./api/src/modules/${other}`,
      except: ['./index.ts'],
      message: `${module}/ reaches ${other}/ through its index.ts only`,
    })),
);

/**
 * Beneath the modules, db/ (connections, migrations, dates, links) knows none of them; the seed and the
 * backup reach one through its index.ts. The content kernel lies beneath the kinds: it imports no
 * module (the kinds are assembled above the modules, in content-kinds.ts, which no module imports:
 * they read the kinds from the kernel's registry).
 */
const layerZones = [
  { target: './api/src/db', from: './api/src/modules', message: 'db/ lies beneath the modules and imports none of them' },
  { target: './api/src/modules/content', from: './api/src/modules', except: ['./content'], message: 'content/ is the kernel beneath the kinds: it imports no module' },
  {
    target: './api/src/modules',
    from: './api/src/content-kinds.ts',
    message: 'a module never imports the assembly of the kinds (content-kinds.ts): it reads them from the kernel (content/registry.ts)',
  },
  ...['seed', 'backup'].map((folder) => ({
    target: `./api/src/${folder}`,
    from: './api/src/modules',
    except: apiModules.map((module) => `./${module}/index.ts`),
    message: `${folder}/ reaches a module through its index.ts only`,
  })),
];

/**
 * The kinds of content, read from CONTENT_ROUTES' keys (contracts/src/content-kinds.ts): the console's
 * generic sections name none of them; only the definitions do.
 */
const contentKinds = (() => {
  const source = readFileSync(new URL('./contracts/src/content-kinds.ts', import.meta.url), 'utf8');
  const block = /export const CONTENT_ROUTES[^=]*= \{\n([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  const kinds = [...block.matchAll(/^ {2}'?([a-z-]+)'?:/gm)].map((match) => match[1]);
  if (kinds.length < 10) throw new Error('eslint.config.js could not read the kinds of content from CONTENT_ROUTES');
  return kinds;
})();

/** A template that writes '/blog/' before a value builds a post's address by hand. */
const POST_PATH_RULE = { selector: 'TemplateElement[tail=false][value.raw=/\\/blog\\/$/]', message: "A post's address comes from postPath(slug) (@folio/contracts)" };

const forbidPackages = (names, message, ...morePatterns) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names, message }, ...morePatterns] }],
});

const apiNoUi = [['@folio/shared-ui', '@folio/public-site', '@folio/admin-console', 'react', 'react-*'], 'the API never imports UI code'];
const noHttpErrors = { group: ['**/http/http-error*'], message: "a service throws DomainError (domain-error.ts); HTTP errors are the routers' and http/'s" };

const appsApart = [['@folio/api', '@folio/public-site', '@folio/admin-console'], 'the apps meet only through federation at run time'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/coverage/**', 'data/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      // Without the TypeScript parser for .ts files the plugin reads no imports of theirs, and no-cycle sees nothing.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: { project: ['tsconfig.base.json', '*/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...zones, ...moduleZones, ...layerZones] }],
      // No file imports one that leads back to it (type-only imports aside, as they vanish at build).
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: forbidPackages(['node:*', 'fs', 'path', 'crypto', 'react', 'react-*', 'styled-components', '@folio/*'], 'contracts stay free of Node, React and the other workspaces'),
  },
  {
    files: ['api/**/*.ts'],
    rules: forbidPackages(...apiNoUi),
  },
  {
    // Services speak the domain: they throw DomainError (api/src/domain-error.ts), which the one error
    // mapper (http/error-handler.ts) answers; HTTP's own failures belong to the routers and http/.
    files: ['api/src/modules/**/*.ts'],
    ignores: ['**/*.router.ts', '**/*.test.ts'],
    rules: forbidPackages(...apiNoUi, noHttpErrors),
  },
  {
    // A post's email is laid out with react-dom/server (its body comes from the rendering server as
    // HTML): this file alone, and no UI of the apps. The API's suites stand in for the rendering server
    // with the markdown libraries it uses (test/support/renderer-stand-in.ts).
    files: ['api/src/modules/newsletter/send/post-email.ts', 'api/test/support/renderer-stand-in.ts'],
    rules: forbidPackages(['@folio/shared-ui', '@folio/public-site', '@folio/admin-console'], 'the email is laid out with React only, with no UI of the apps', noHttpErrors),
  },
  {
    // A service or repository takes values its router has checked: it knows nothing of HTTP (no Koa,
    // nothing of http/); the router, or an adapter beside it (analytics/client-facts.ts), reads the request.
    files: ['api/src/modules/**/*.service.ts', 'api/src/modules/**/*.repository.ts'],
    rules: forbidPackages(...apiNoUi, noHttpErrors, {
      group: ['koa', '@koa/*', 'koa-*', '**/http/*'],
      message: 'a service takes typed values: the router (or a parse module beside it) reads and checks the request',
    }),
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: forbidPackages(['@folio/public-site', '@folio/admin-console', '@folio/api'], 'shared-ui builds on contracts only'),
  },
  {
    files: ['public-site/**/*.{ts,tsx}', 'admin-console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: forbidPackages(...appsApart),
  },
  {
    // Inside each app: the shell (app/: store, routes, layout) is built from the features, so a feature
    // never imports it (its tests may, to render the whole app).
    files: ['public-site/src/features/**/*.{ts,tsx}', 'admin-console/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: forbidPackages(...appsApart, { group: ['**/app', '**/app/**'], message: "features never import the app's shell (app/), which is built from them" }),
  },
  {
    // ...and reaches another feature only through its doors: index.ts, what other features and the
    // console's definitions may use (a file of a feature's own folder imports a sibling feature as
    // '../<feature>'), and in the console screens.ts, the screens and screen pieces that link to other
    // screens (built from the definitions, so index.ts cannot hold them without a cycle).
    files: ['public-site/src/features/*/*.{ts,tsx}', 'admin-console/src/features/*/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: forbidPackages(...appsApart, { group: ['**/app', '**/app/**'], message: "features never import the app's shell (app/), which is built from them" }, {
      group: ['../*/*', '!../../**', '!../*/index', '!../*/screens'],
      message: "another feature's files are its own: import what its index.ts exports ('../<feature>'), or in the console its screens.ts",
    }),
  },
  {
    // A post's address is written in one place (postPath in @folio/contracts), so that every link to a
    // post encodes its slug the same way.
    files: ['*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'contracts/src/post-visibility.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        POST_PATH_RULE,
      ],
    },
  },
  {
    // The console's generic sections (all but the definitions, which are the kinds) know no kind and no
    // feature: a feature's widget reaches them through a definition's field (the media library's image
    // field, a post's preview).
    files: ['admin-console/src/sections/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'admin-console/src/sections/definitions/**'],
    rules: {
      ...forbidPackages(...appsApart, { group: ['**/features', '**/features/**'], message: 'the generic sections never import a feature; a definition hands its widget over' }),
      'no-restricted-syntax': [
        'error',
        POST_PATH_RULE,
        {
          selector: `Literal[value=/^(${contentKinds.join('|')})(\\/.*)?$/]`,
          message: 'the generic sections name no kind of content: the definitions do',
        },
      ],
    },
  },
  {
    // The functions handed to page.evaluate run in the browser.
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', '**/test/**/*.ts', 'nginx/routing-suite.mjs', 'e2e/support/whole-stack.mjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
