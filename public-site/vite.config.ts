import { fileURLToPath } from 'node:url';
import federation from '@originjs/vite-plugin-federation';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/**
 * Vite 8's minifier writes the federation plugin's CSS placeholders in remoteEntry.js as template
 * literals, which the plugin's own generateBundle (enforce 'post', so after this one) only finds in
 * '…' or "…" quotes: left alone, `dynamicLoadingCss` gets a string instead of a list and every
 * remote import throws 'e.forEach is not a function'. Put plain quotes back first.
 */
function federationCssPlaceholderQuotes(): Plugin {
  return {
    name: 'folio:federation-css-placeholder-quotes',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.fileName.endsWith('remoteEntry.js')) {
          chunk.code = chunk.code.replace(/`(__v__css__[^`]*)`/g, (_match, placeholder: string) => JSON.stringify(placeholder));
        }
      }
    },
  };
}

/** `vite build --mode federation-remote`: the remote alone, written beside the site's own build. */
const FEDERATION_REMOTE_MODE = 'federation-remote';

/**
 * Rolldown's notes that are no fault of the build: how long plugins took (Babel's styled-components
 * pass always takes most of it). Every build prints only real warnings (scripts/build.mjs shows them).
 */
const checks = { bundlerTimings: false };

export default defineConfig(({ isSsrBuild, mode }) => {
  const remote = mode === FEDERATION_REMOTE_MODE;
  return {
    plugins: [
      // Server and browser must give each styled component the same class: its id comes from its file
      // and place in it, not from how many components the bundle happened to create before it.
      babel({ plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]] }),
      react(),
      ...(remote ? [federationCssPlaceholderQuotes(), federationRemote()] : []),
    ],
    legacy: { inconsistentCjsInterop: true },
    // react-slick imports a ResizeObserver polyfill (2 KB gzip) that every browser the build targets
    // (esnext) has no use for; the server never lays a slider out.
    resolve: isSsrBuild ? {} : { alias: { 'resize-observer-polyfill': fileURLToPath(new URL('src/lib/native-resize-observer.ts', import.meta.url)) } },
    build: isSsrBuild
      ? {
          target: 'node20',
          outDir: 'dist-server',
          emptyOutDir: true,
          copyPublicDir: false,
          // The server reads each chunk from disk once: that a module the islands' registry loads lazily
          // is imported directly too (so it gets no chunk of its own) costs nothing there.
          rolldownOptions: { checks: { ...checks, ineffectiveDynamicImport: false } },
        }
      : remote
        ? remoteBuild()
        : siteBuild(),
    // Packages whose default export Node's own import would wrap in CommonJS's module object (STACK
    // pitfall 1; styled-components has no ESM entry Node picks): bundled into the server, interop done.
    ssr: { noExternal: ['react-slick', 'styled-components'] },
    server: {
      port: 5173,
      proxy: {
        '/api': `http://localhost:${process.env.PORT ?? 8080}`,
        '/media': `http://localhost:${process.env.PORT ?? 8080}`,
      },
    },
  };
});

/**
 * What visitors load: the site's plain script on every page, and the islands' script with each
 * island's chunk only on a page that has one (docs/architecture.md). index.html is the page
 * template the rendering server writes pages into; the manifest names the built scripts.
 */
function siteBuild(): UserConfig['build'] {
  return {
    target: 'esnext',
    modulePreload: false,
    manifest: true,
    rolldownOptions: {
      checks,
      input: { index: 'index.html', site: 'src/site/main.ts', islands: 'src/islands/client.ts' },
      // A feature's index.ts only re-exports: said so, a chunk that imports a feature through it gets the
      // modules it uses, not every module the feature exports.
      treeshake: { moduleSideEffects: (id: string) => !/\/src\/features\/[^/]+\/index\.ts$/.test(id) },
    },
  };
}

/**
 * The federation remote, a build of its own after the site's (`npm run build`). Built together, the
 * plugin turned every import of react, react-dom and styled-components in the site into an awaited,
 * version-checked lookup, and its exposed modules, as extra entries, cut the site's code into many
 * small chunks: visitors paid for what only the console uses.
 */
function remoteBuild(): UserConfig['build'] {
  return {
    target: 'esnext',
    modulePreload: false,
    // Into the site's dist/, keeping its index.html, manifest and chunks (every file name is hashed).
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: false,
    // The remote's entry and exposed modules are the federation plugin's own chunks: no page to build.
    rolldownOptions: { checks, input: {} },
  };
}

function federationRemote() {
  return (
    // The admin console previews content with these very components at run time (served as
    // /assets/remoteEntry.js). React, react-dom and styled-components come from the host, so the
    // components render inside the console's ThemeProvider.
    federation({
      name: 'publicSite',
      filename: 'remoteEntry.js',
      exposes: {
        './MarkdownBody': './src/exposed/markdown-body.ts',
        './CaseStudyCard': './src/exposed/case-study-card.ts',
        './CaseStudyDialog': './src/exposed/case-study-dialog.ts',
        './CvDocument': './src/exposed/cv-document.ts',
      },
      shared: ['react', 'react-dom', 'styled-components'],
    })
  );
}
