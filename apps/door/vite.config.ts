import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The door app is served by our server under /admin/door/; during `npm run dev` the check-in API
// lives on our server at :8080.
export default defineConfig({
  base: '/admin/door/',
  plugins: [react()],
  build: { outDir: 'dist', assetsDir: 'assets', sourcemap: true, target: 'es2022' },
  server: { port: 5174, proxy: { '^/admin/api/': { target: 'http://localhost:8080', changeOrigin: true } } },
  test: {
    name: 'door',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
