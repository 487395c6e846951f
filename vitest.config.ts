import { defineConfig } from 'vitest/config';
import { webProjects } from './web/vitest.projects.ts';

// One run for the whole repo: the services and gateway against real FerretDB, MinIO and NATS
// (started once by the global setup), the deployment checks, and the web app's projects
// (component tests, the web container's server, end-to-end tests in Chromium).
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'services',
          environment: 'node',
          include: [
            'proto/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'gateway/test/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          globalSetup: ['services/kit/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['deploy/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
      ...webProjects,
    ],
  },
});
