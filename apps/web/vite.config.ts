import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The Fastify server (apps/server); the dev and preview servers forward /api to it, sockets included. */
const API_TARGET = 'http://localhost:3000';

// changeOrigin stays false: the browser's Origin and Host then match, which the API's same-origin check needs.
const apiProxy = { '/api': { target: API_TARGET, ws: true, changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The domain package is pure declarations: a screen that uses only its error helpers must not
      // pull in the validation schemas (and zod) with them.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        // The framework changes rarely: its own chunk stays cached across app releases.
        // Screens are split by route (lazy routes in src/app/router.tsx).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
