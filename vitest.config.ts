import { defineConfig } from 'vitest/config';

// One run for the whole repo: the services and gateway against real FerretDB, MinIO and NATS
// (started once by the global setup), the deployment checks, and the web app's own projects.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'services',
          environment: 'node',
          include: ['proto/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'services/*/test/**/*.test.ts', 'gateway/src/**/*.test.ts', 'gateway/test/**/*.test.ts'],
          globalSetup: ['services/kit/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
