import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  legacy: { inconsistentCjsInterop: true },
  build: { target: 'esnext', modulePreload: false },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
