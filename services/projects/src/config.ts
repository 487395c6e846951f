import * as yup from 'yup';
import { DEFAULT_PORTS, DELETED_RETENTION_DAYS, HISTORY_VERSIONS } from '@rawi/proto';
import { env } from '@rawi/kit';

/** The projects service's own variables, beside the shared ones. */
export const projectsConfigShape = {
  PORT: env.port(DEFAULT_PORTS.projects),
  /** Seeds the demo projects on start-up where none exist (the local run sets it). */
  SEED_DEMO: yup.boolean().typeError('SEED_DEMO must be true or false').default(false),
  /** Versions kept per project for History and Restore. */
  HISTORY_VERSIONS: env.int(HISTORY_VERSIONS, 1),
  /** Days a deleted project stays in 'Recently deleted'. */
  DELETED_RETENTION_DAYS: env.int(DELETED_RETENTION_DAYS, 1),
};
