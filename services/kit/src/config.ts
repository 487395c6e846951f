/**
 * Configuration from the environment, parsed and checked once at start-up. Every bad
 * variable is listed together; `NAME_FILE` stands in for `NAME` with the file's content
 * (how Kubernetes and Docker secrets are usually mounted).
 */
import { readFileSync } from 'node:fs';
import * as yup from 'yup';
import { LOG_LEVELS } from './logger.ts';

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

function resolveFiles(keys: string[], env: Env, problems: string[]): Env {
  const out: Env = {};
  for (const key of keys) {
    const file = env[`${key}_FILE`];
    if (env[key] === undefined && file) {
      try {
        out[key] = readFileSync(file, 'utf8').trim();
      } catch (error) {
        problems.push(`${key}_FILE: cannot read ${file} (${(error as Error).message})`);
      }
    } else {
      out[key] = env[key] === '' ? undefined : env[key];
    }
  }
  return out;
}

const objectOf = <S extends yup.ObjectShape>(shape: S) => yup.object(shape);
/** The parsed configuration a shape describes. */
export type ConfigOf<S extends yup.ObjectShape> = yup.InferType<ReturnType<typeof objectOf<S>>>;

export function loadConfig<S extends yup.ObjectShape>(shape: S, env: Env = process.env): ConfigOf<S> {
  const problems: string[] = [];
  const values = resolveFiles(Object.keys(shape), env, problems);
  const schema = objectOf(shape);
  try {
    const config = schema.validateSync(values, { abortEarly: false, stripUnknown: true });
    if (problems.length) throw new ConfigError(problems);
    return config;
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new ConfigError([...problems, ...error.errors]);
    }
    throw error;
  }
}

/** Whether `value` is a URL with one of `protocols` (without the colon) that passes `also`. */
export function isUrlOf(
  value: string,
  protocols: readonly string[],
  also: (url: URL) => boolean = () => true,
) {
  try {
    const url = new URL(value.trim());
    return protocols.includes(url.protocol.replace(':', '')) && also(url);
  } catch {
    return false;
  }
}

/** Small builders so each service's config reads as a table. */
export const env = {
  port: (fallback: number) => yup.number().integer().min(0).max(65535).default(fallback).label('PORT'),
  string: (name: string) => yup.string().required(`${name} is required`),
  optional: () => yup.string().optional(),
  url: (name: string, protocols: string[]) =>
    yup
      .string()
      .required(`${name} is required`)
      .test(
        'url',
        `${name} must be a ${protocols.join(' or ')} URL`,
        (v) => v !== undefined && isUrlOf(v, protocols),
      ),
  /** Unset, or a URL with one of `protocols`; `message` says what is expected. */
  optionalUrl: (protocols: string[], message: string, also?: (url: URL) => boolean) =>
    yup
      .string()
      .optional()
      .test('url', message, (v) => v === undefined || isUrlOf(v, protocols, also)),
  /** A NATS URL, or a cluster's URLs separated by commas. */
  natsUrls: () =>
    yup
      .string()
      .test(
        'nats-urls',
        'NATS_URL must be nats:// or tls:// URLs separated by commas',
        (v) => v === undefined || v.split(',').every((u) => isUrlOf(u, ['nats', 'tls'])),
      ),
  pem: (name: string, kind: 'PUBLIC' | 'PRIVATE') =>
    yup
      .string()
      .required(`${name} is required`)
      .test('pem', `${name} must be a PEM ${kind.toLowerCase()} key`, (v) =>
        Boolean(v && v.includes('-----BEGIN') && v.includes(`${kind} KEY-----`)),
      ),
  int: (fallback: number, min = 0) => yup.number().integer().min(min).default(fallback),
  logLevel: () => yup.string().oneOf(LOG_LEVELS).default('info'),
};

/** What every service reads: where it listens, its database, NATS, the token key. */
export const serviceConfigShape = {
  PORT: env.port(0),
  HOST: yup.string().default('0.0.0.0'),
  LOG_LEVEL: env.logLevel(),
  MONGO_URL: env.url('MONGO_URL', ['mongodb', 'mongodb+srv']),
  /** A NATS URL, or a cluster's URLs separated by commas. */
  NATS_URL: env.natsUrls().required('NATS_URL is required'),
  /** Copies of each event JetStream keeps: min(3, NATS cluster size). */
  NATS_STREAM_REPLICAS: env.int(1, 1).max(5, 'NATS_STREAM_REPLICAS must be at most 5'),
  JWT_PUBLIC_KEY: env.pem('JWT_PUBLIC_KEY', 'PUBLIC'),
  /** How long signed-in requests are still checked against the last known token versions after NATS is lost. */
  TOKEN_CHECK_STALE_MS: env.int(5000, 0),
  PUBLIC_URL: env.url('PUBLIC_URL', ['http', 'https']).default('http://localhost:8080'),
  /**
   * The address /metrics listens on: loopback unless a scraper elsewhere must reach it (the chart
   * sets the pod's own address); never the API's port or all interfaces by default.
   */
  METRICS_HOST: yup.string().default('127.0.0.1'),
  /** Where /metrics is served (the component's default metrics port when not given). */
  METRICS_PORT: yup
    .number()
    .typeError('METRICS_PORT must be a port number')
    .integer()
    .min(0)
    .max(65535)
    .optional(),
};
export type ServiceConfig = ConfigOf<typeof serviceConfigShape>;
