import * as NodeModule from 'node:module';

/**
 * Test support: a package loaded by Node's own loader rather than jest's. @react-pdf/renderer and
 * pdfjs-dist are ES modules only (jest's CommonJS runtime neither transforms nor imports them, and
 * resolves pdfkit's browser build); Node 22+ `require`s an ES module natively. Use it as
 * `jest.mock('@react-pdf/renderer', () => jest.requireActual('./native-module').nativeModule('@react-pdf/renderer'))`.
 */
export function nativeModule<T = unknown>(specifier: string): T {
  const loader = NodeModule as unknown as {
    Module: new (id: string) => { filename: string; paths: string[] };
    _load: (request: string, parent: unknown, isMain: boolean) => T;
    _nodeModulePaths: (from: string) => string[];
  };
  const here = `${__dirname}/native-module.ts`;
  const parent = new loader.Module(here);
  parent.filename = here;
  parent.paths = loader._nodeModulePaths(__dirname);
  return loader._load(specifier, parent, false);
}
