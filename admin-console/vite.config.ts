import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/** Where the public site serves its federation entry: same origin by default (nginx, the local gateway). */
const DEFAULT_REMOTE_URL = '/assets/remoteEntry.js';

const productUrl = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig(({ mode }) => {
  // Fixed at build time (STACK pitfall 2): VITE_PUBLIC_SITE_REMOTE_URL points elsewhere, e.g. for `npm run dev`.
  const remoteUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_PUBLIC_SITE_REMOTE_URL || DEFAULT_REMOTE_URL;
  return {
    base: '/admin/',
    plugins: [
      react(),
      // A federation host: the live previews render the public site's own components (features/preview).
      federation({
        name: 'adminConsole',
        // Same origin, revalidated on every load (nginx and the gateway send it with no-cache).
        remotes: { publicSite: remoteUrl },
        shared: ['react', 'react-dom', 'styled-components'],
      }),
    ],
    legacy: { inconsistentCjsInterop: true },
    // Rolldown's note of how long plugins took is no fault of the build: only real warnings are printed.
    build: { target: 'esnext', modulePreload: false, rolldownOptions: { checks: { bundlerTimings: false } } },
    server: {
      port: 5174,
      // `npm run dev`: the API, the public site's built remote and its images (the content's
      // paths) come from the product on :8080, as they do from nginx in production.
      proxy: { '/api': productUrl, '/assets': productUrl, '/images': productUrl, '/media': productUrl },
    },
  };
});
