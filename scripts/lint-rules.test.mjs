// The house's import rules (eslint.config.js) probed with ESLint itself: each bad import is refused with
// its rule's message, and the allowed way beside it passes, so that a rule that silently stops matching
// (a moved folder, a changed glob) fails here rather than letting the layers blur.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// ESLint loads eslint.config.js with a dynamic import, which jest's module sandbox refuses: the probes
// run in a Node process of their own, all at once (the configuration is loaded once).
const LINT_PROBES = `
  import { ESLint } from 'eslint';
  const rules = ['no-restricted-imports', 'import/no-restricted-paths'];
  const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => rules.includes(ruleId) });
  const probes = JSON.parse(process.argv[1]);
  const answers = [];
  for (const { filePath, code } of probes) {
    const [result] = await eslint.lintText(code, { filePath });
    answers.push(result.messages.filter((message) => rules.includes(message.ruleId)).map((message) => message.message));
  }
  process.stdout.write(JSON.stringify(answers));
`;

/** The import rules' messages (no-restricted-imports, import/no-restricted-paths) ESLint gives each `[filePath, code]`, as if the code were that file (which need not exist). */
function problems(...probes) {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_PROBES, JSON.stringify(probes.map(([filePath, code]) => ({ filePath, code })))], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`ESLint failed:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

describe('the import rules', () => {
  const feature = 'public-site/src/features/cv/lint-probe.ts';
  const service = 'api/src/modules/blog/lint-probe.service.ts';
  const [intoAnotherFeature, throughItsIndex, ownAndShared, intoTheShell, serviceReadsInput, serviceTakesKoa, routerReadsInput, sectionImportsFeature] = problems(
    [feature, "import { personaHref } from '../persona/persona-address';\nexport const probe = personaHref;\n"],
    [feature, "import { personaHref } from '../persona';\nexport const probe = personaHref;\n"],
    [feature, "import { cvPersonaOf } from './cv-params';\nimport { api } from '../../api/api';\nexport const probe = [cvPersonaOf, api];\n"],
    [feature, "import { makeStore } from '../../app/store';\nexport const probe = makeStore;\n"],
    [service, "import { readBody } from '../../http/input.js';\nexport const probe = readBody;\n"],
    [service, "import type { Context } from 'koa';\nimport { endSessionsOf } from '../../db/sessions.js';\nexport type Probe = Context;\nexport const probe = endSessionsOf;\n"],
    ['api/src/modules/blog/lint-probe.router.ts', "import { readBody } from '../../http/input.js';\nexport const probe = readBody;\n"],
    ['admin-console/src/sections/list/lint-probe.ts', "import { MediaSection } from '../../features/media/screens';\nexport const probe = MediaSection;\n"],
  );
  const consoleFeature = 'admin-console/src/features/blog/lint-probe.ts';
  const [consoleIntoAnotherFeature, consoleThroughDoors] = problems(
    [consoleFeature, "import { ImageField } from '../media/image-field';\nexport const probe = ImageField;\n"],
    [consoleFeature, "import { ImageField } from '../media';\nimport { SubscriptionsCard } from '../newsletter/screens';\nexport const probe = [ImageField, SubscriptionsCard];\n"],
  );
  const kernel = 'api/src/modules/content/lint-probe.ts';
  const [kernelImportsBlog, kernelImportsItself, moduleImportsAssembly, moduleReadsRegistry, appImportsAssembly] = problems(
    [kernel, "import { postsContent } from '../blog/index.js';\nexport const probe = postsContent;\n"],
    [kernel, "import { collections } from './definitions.js';\nimport { nowForDb } from '../../db/dates.js';\nexport const probe = [collections, nowForDb];\n"],
    ['api/src/modules/media/lint-probe.ts', "import { CONTENT_ENTRIES } from '../../content-kinds.js';\nexport const probe = CONTENT_ENTRIES;\n"],
    ['api/src/modules/media/lint-probe.ts', "import { contentEntries } from '../content/index.js';\nexport const probe = contentEntries;\n"],
    ['api/src/lint-probe.ts', "import { CONTENT_ENTRIES } from './content-kinds.js';\nexport const probe = CONTENT_ENTRIES;\n"],
  );

  test('a public-site feature reaches another only through its index.ts; its own files and the shared folders stay open to it', () => {
    expect(intoAnotherFeature).toEqual([expect.stringContaining("another feature's files are its own")]);
    expect(throughItsIndex).toEqual([]);
    expect(ownAndShared).toEqual([]);
  });

  test("a console feature reaches another only through its index.ts or its screens.ts", () => {
    expect(consoleIntoAnotherFeature).toEqual([expect.stringContaining("another feature's files are its own")]);
    expect(consoleThroughDoors).toEqual([]);
  });

  test("a feature never imports its app's shell", () => {
    expect(intoTheShell).toEqual([expect.stringContaining("features never import the app's shell")]);
  });

  test('an API service knows nothing of HTTP (no Koa, nothing of http/); its router reads the request', () => {
    expect(serviceReadsInput).toEqual([expect.stringContaining('a service takes typed values')]);
    expect(serviceTakesKoa).toEqual([expect.stringContaining('a service takes typed values')]);
    expect(routerReadsInput).toEqual([]);
  });

  test("the console's generic sections import no feature", () => {
    expect(sectionImportsFeature).toEqual([expect.stringContaining('the generic sections never import a feature')]);
  });

  test('the content kernel imports no module; its own files and db/ stay open to it', () => {
    expect(kernelImportsBlog).toEqual([expect.stringContaining('content/ is the kernel beneath the kinds')]);
    expect(kernelImportsItself).toEqual([]);
  });

  test('no module imports the assembly of the kinds; they read the registry, and the app imports the assembly', () => {
    expect(moduleImportsAssembly).toEqual([expect.stringContaining('never imports the assembly of the kinds')]);
    expect(moduleReadsRegistry).toEqual([]);
    expect(appImportsAssembly).toEqual([]);
  });
});
