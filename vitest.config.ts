import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['test/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'fake-stripe',
          root: './packages/fake-stripe',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'fake-paypal',
          root: './packages/fake-paypal',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'fake-mollie',
          root: './packages/fake-mollie',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'fake-vies',
          root: './packages/fake-vies',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'fake-saferpay',
          root: './packages/fake-saferpay',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/support/demo-snapshot-setup.ts'],
          // Each file opens its own databases and no test mocks modules or globals, so the files can
          // share one module graph: the server's modules and the embedded database's WebAssembly
          // then load once per worker instead of once per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The reverse-proxy configuration for running in front of alf.io, run in Debian's nginx.
        test: { name: 'deploy', root: './deploy', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      './apps/shop/vite.config.ts',
      './apps/door/vite.config.ts',
      // The back office's rules and texts; its screens are tried in the back-office journey.
      { test: { name: 'admin', root: './apps/admin', include: ['test/**/*.test.ts'], environment: 'node' } },
      // Its screens whose behaviour a form decides: rendered against a mocked server.
      {
        test: {
          name: 'admin-screens',
          root: './apps/admin',
          include: ['test/**/*.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost/admin/' } },
        },
      },
    ],
  },
});
