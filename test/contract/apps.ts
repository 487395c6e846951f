/**
 * Every service's app as it starts in production, built without a database or a broker: what a
 * request meets before a handler (routing, token checks, the route table's input checks) needs none.
 */
import type Koa from 'koa';
import { createTokenVerifier } from '@rawi/kit';
import { testInfra, testLogger } from '@rawi/kit/testing';
import type { ServiceName } from '@rawi/proto';
import { createApp as contactApp } from '../../services/contact/src/app.ts';
import { testGuard } from '../../services/contact/src/test/support.ts';
import { createApp as contentApp } from '../../services/content/src/app.ts';
import { createApp as identityApp } from '../../services/identity/src/app.ts';
import { createApp as mediaApp } from '../../services/media/src/app.ts';
import { createApp as projectsApp } from '../../services/projects/src/app.ts';

export function serviceApps(): Record<ServiceName, Koa> {
  const { privateKey, publicKey } = testInfra().jwt;
  const verifyToken = createTokenVerifier(publicKey);
  return {
    identity: identityApp({
      config: {
        JWT_PRIVATE_KEY: privateKey,
        JWT_PUBLIC_KEY: publicKey,
        JWT_TTL_SECONDS: 3600,
        PUBLIC_URL: 'http://localhost:8080',
        PASSWORD_RESET_TTL_MINUTES: 60,
      } as never,
      logger: testLogger,
      events: { isReady: () => true } as never,
      relay: undefined,
    }),
    content: contentApp({ logger: testLogger, verifyToken }),
    projects: projectsApp({ logger: testLogger, verifyToken }),
    media: mediaApp({ logger: testLogger, verifyToken, bucket: {} as never }),
    contact: contactApp({ logger: testLogger, verifyToken, guard: testGuard }),
  };
}
