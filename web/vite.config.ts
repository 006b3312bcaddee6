import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `/api` is forwarded in `vite` and `vite preview`: the local Hosting emulator by default. */
const apiTarget = process.env.NASL_API_TARGET ?? 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  // An explicit IPv4 address: "localhost" may resolve to ::1 only, which 127.0.0.1 clients cannot reach.
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget },
    },
  },
  preview: {
    host: '127.0.0.1',
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
