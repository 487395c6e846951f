/**
 * Configuration from the environment, parsed and checked once at start-up. Every bad
 * variable is listed together; `NAME_FILE` stands in for `NAME` with the file's content
 * (how Kubernetes and Docker secrets are usually mounted).
 */
import { readFileSync } from 'node:fs';
import * as yup from 'yup';

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

/** Small builders so each service's config reads as a table. */
export const env = {
  port: (fallback: number) => yup.number().integer().min(0).max(65535).default(fallback).label('PORT'),
  string: (name: string) => yup.string().required(`${name} is required`),
  optional: () => yup.string().optional(),
  url: (name: string, protocols: string[]) =>
    yup
      .string()
      .required(`${name} is required`)
      .test('url', `${name} must be a ${protocols.join(' or ')} URL`, (v) => {
        try {
          return v !== undefined && protocols.includes(new URL(v).protocol.replace(':', ''));
        } catch {
          return false;
        }
      }),
  pem: (name: string, kind: 'PUBLIC' | 'PRIVATE') =>
    yup
      .string()
      .required(`${name} is required`)
      .test('pem', `${name} must be a PEM ${kind.toLowerCase()} key`, (v) =>
        Boolean(v && v.includes('-----BEGIN') && v.includes(`${kind} KEY-----`)),
      ),
  int: (fallback: number, min = 0) => yup.number().integer().min(min).default(fallback),
  logLevel: () =>
    yup.string().oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

/** What every service reads: where it listens, its database, NATS, the token key. */
export const serviceConfigShape = {
  PORT: env.port(0),
  HOST: yup.string().default('0.0.0.0'),
  LOG_LEVEL: env.logLevel(),
  MONGO_URL: env.url('MONGO_URL', ['mongodb', 'mongodb+srv']),
  /** A NATS URL, or a cluster's URLs separated by commas. */
  NATS_URL: yup
    .string()
    .required('NATS_URL is required')
    .test(
      'nats-urls',
      'NATS_URL must be nats:// or tls:// URLs separated by commas',
      (v) =>
        Boolean(v) &&
        (v ?? '').split(',').every((u) => {
          try {
            return ['nats:', 'tls:'].includes(new URL(u.trim()).protocol);
          } catch {
            return false;
          }
        }),
    ),
  /** Copies of each event JetStream keeps: min(3, NATS cluster size). */
  NATS_STREAM_REPLICAS: env.int(1, 1).max(5, 'NATS_STREAM_REPLICAS must be at most 5'),
  JWT_PUBLIC_KEY: env.pem('JWT_PUBLIC_KEY', 'PUBLIC'),
  PUBLIC_URL: env.url('PUBLIC_URL', ['http', 'https']).default('http://localhost:8080'),
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
