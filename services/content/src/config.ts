import * as yup from 'yup';
import { DEFAULT_PORTS, HISTORY_VERSIONS } from '@rawi/proto';
import { env } from '@rawi/kit';

/** The content service's own variables, beside the shared ones. */
export const contentConfigShape = {
  PORT: env.port(DEFAULT_PORTS.content),
  /** Seeds the demo landing-page content on start-up where none exists (the local run sets it). */
  SEED_DEMO: yup.boolean().typeError('SEED_DEMO must be true or false').default(false),
  /** Versions kept per section and language for History and Restore. */
  HISTORY_VERSIONS: env.int(HISTORY_VERSIONS, 1),
};
