import federation from '@originjs/vite-plugin-federation';
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

export default defineConfig({
  plugins: [
    react(),
    federationCssPlaceholderQuotes(),
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
    }),
  ],
  legacy: { inconsistentCjsInterop: true },
  build: { target: 'esnext', modulePreload: false },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
});
