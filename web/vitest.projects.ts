import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { replyRoutesPlugin } from './vite/replyRoutesPlugin.ts';

const webRoot = import.meta.dirname;

/**
 * The web app's test projects: component and logic tests in jsdom ('web'), the web
 * container's server in node ('web-server'), and the end-to-end tests in Chromium against
 * the whole stack ('e2e'). Shared by web/vitest.config.ts and the root vitest.config.ts.
 */
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    plugins: [react(), replyRoutesPlugin()],
    test: {
      name: 'web',
      root: webRoot,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      // The whole repo's run loads the machine (services, FerretDB, Chromium beside these):
      // a lazy section's first import can take seconds there, so each test gets room for a few
      // waits of src/test/setup.ts's asyncUtilTimeout.
      testTimeout: 20_000,
      env: { TZ: 'UTC' },
    },
  },
  {
    test: {
      name: 'web-server',
      root: webRoot,
      environment: 'node',
      include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
      env: { TZ: 'UTC' },
    },
  },
  {
    test: {
      name: 'e2e',
      root: webRoot,
      environment: 'node',
      include: ['e2e/**/*.e2e.test.ts'],
      globalSetup: ['e2e/global-setup.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 180_000,
      env: { TZ: 'UTC' },
    },
  },
];
