import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  legacy: { inconsistentCjsInterop: true },
  build: { target: 'esnext', modulePreload: false },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
