/**
 * What the client hears when an upstream fails before answering: 503 when it is not
 * configured or cannot be reached, 504 when it does not answer in time, 502 otherwise.
 */
import { AppError, counter, errors } from '@rawi/kit';
import type { UpstreamName } from './config.ts';

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const TOO_SLOW = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The error codes an upstream failure carries: its own, its cause's, and (happy eyeballs) each attempt's. */
export function failureCodes(error: unknown): string[] {
  const codes: string[] = [];
  const visit = (e: unknown, depth: number) => {
    if (!e || typeof e !== 'object' || depth > 3) return;
    const { code, cause, errors: attempts } = e as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string') codes.push(code);
    visit(cause, depth + 1);
    if (Array.isArray(attempts)) for (const attempt of attempts) visit(attempt, depth + 1);
  };
  visit(error, 0);
  return codes;
}

export const upstreamErrors = {
  notConfigured: (name: UpstreamName) => errors.unavailable(`The ${name} service is not available`),
  unreachable: (name: UpstreamName) => errors.unavailable(`The ${name} service is not available`),
  timedOut: (name: UpstreamName) =>
    new AppError('gateway_timeout', `The ${name} service did not answer in time`),
  failed: (name: UpstreamName) => new AppError('bad_gateway', `The ${name} service failed to answer`),
};

const upstreamErrorCount = counter(
  'gateway_upstream_errors_total',
  'Upstream calls that failed before answering, by service and reason',
  ['service', 'reason'],
);

export function upstreamFailure(name: UpstreamName, error: unknown): AppError {
  const codes = failureCodes(error);
  const reason = codes.some((c) => TOO_SLOW.has(c))
    ? 'timeout'
    : codes.some((c) => UNREACHABLE.has(c))
      ? 'unreachable'
      : 'failed';
  upstreamErrorCount.inc({ service: name, reason });
  if (reason === 'timeout') return upstreamErrors.timedOut(name);
  if (reason === 'unreachable') return upstreamErrors.unreachable(name);
  return upstreamErrors.failed(name);
}
