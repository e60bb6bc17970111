import federation from '@originjs/vite-plugin-federation';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Server and browser must give each styled component the same class: its id comes from its file
    // and place in it, not from how many components the bundle happened to create before it.
    babel({ plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]] }),
    react(),
    // The rendering server's bundle (vite build --ssr) is no federation remote: the browser build is.
    ...(isSsrBuild ? [] : [federationCssPlaceholderQuotes(), federationRemote()]),
  ],
  legacy: { inconsistentCjsInterop: true },
  // The manifest tells the rendering server which styles and chunks each page needs (src/server/client-build.ts).
  build: isSsrBuild ? { target: 'node20', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false } : { target: 'esnext', modulePreload: false, manifest: true },
  // Packages whose default export Node's own import would wrap in CommonJS's module object (STACK
  // pitfall 1; styled-components has no ESM entry Node picks): bundled into the server, interop done.
  ssr: { noExternal: ['react-slick', 'styled-components'] },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}`, '/media': `http://localhost:${process.env.PORT ?? 8080}` },
  },
}));

function federationRemote() {
  return (
    // A federation remote: the admin console previews content with these very components at run time
    // (served as /assets/remoteEntry.js). React, react-dom and styled-components come from the host, so the
    // components render inside the console's ThemeProvider.
    federation({
      name: 'publicSite',
      filename: 'remoteEntry.js',
      exposes: {
        './MarkdownBody': './src/exposed/markdown-body.ts',
        './CaseStudyCard': './src/exposed/case-study-card.ts',
        './CaseStudyDialog': './src/exposed/case-study-dialog.ts',
      },
      shared: ['react', 'react-dom', 'styled-components'],
    })
  );
}
