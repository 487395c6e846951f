import * as yup from 'yup';
import { DEFAULT_PORTS } from '@rawi/proto';
import { env } from '@rawi/kit';

/** The projects service's own variables, beside the shared ones. */
export const projectsConfigShape = {
  PORT: env.port(DEFAULT_PORTS.projects),
  /** Seeds the demo projects on start-up where none exist (the local run sets it). */
  SEED_DEMO: yup.boolean().typeError('SEED_DEMO must be true or false').default(false),
};
