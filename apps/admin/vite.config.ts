import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// During `npm run dev` the organizer's API lives on our server on :8080.
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * The organizer's back office: an app of its own, built into its own folder and served by our
 * server under `/admin/`, so none of its code or styles can reach the shop's bundles.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', assetsDir: 'assets', sourcemap: true, target: 'es2022' },
  server: {
    port: 5174,
    proxy: { '/api/': { target: apiTarget, changeOrigin: true } },
  },
});
