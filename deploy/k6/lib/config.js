/* global __ENV */
/**
 * What every Rawi k6 scenario shares: where the stack is, the load-test thresholds and small helpers.
 * BASE_URL (default http://127.0.0.1:8080) must be a loopback address unless ALLOW_REMOTE=1: load
 * from this machine goes to this machine only.
 */
import exec from 'k6/execution';

export const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');

const host = (/^https?:\/\/(\[[^\]]+\]|[^/:]+)/.exec(BASE_URL) || [])[1] || '';
const loopback = host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
if (!loopback && __ENV.ALLOW_REMOTE !== '1') {
  throw new Error(
    `BASE_URL ${BASE_URL} is not a loopback address; set ALLOW_REMOTE=1 to load a remote stack`,
  );
}

/** Trend statistics every summary reports (p50 is `med`). */
export const SUMMARY_TREND_STATS = ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)'];

/**
 * A scenario that starts `rate` iterations a second for `duration` whether or not earlier ones
 * have finished (k6's constant-arrival-rate), from a pool of preAllocatedVUs growing to maxVUs.
 */
export function arrivalRate({ rate, duration, preAllocatedVUs, maxVUs, ...rest }) {
  return {
    executor: 'constant-arrival-rate',
    rate,
    timeUnit: '1s',
    duration,
    preAllocatedVUs,
    maxVUs,
    ...rest,
  };
}

/** Seconds in a k6 duration such as 90s, 2m, 1h30m. */
export function seconds(duration) {
  let total = 0;
  for (const [, value, unit] of duration.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(value) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit];
  }
  if (total <= 0) throw new Error(`not a duration: ${duration}`);
  return total;
}

/** The number from an env variable, or the default. */
export function envNumber(name, fallback) {
  const value = __ENV[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`${name} must be a positive number, got ${value}`);
  return number;
}

/** Stops the whole test from setup() with a message (the stack is missing something the test needs). */
export function abort(message) {
  console.error(message);
  exec.test.abort(message);
}

/** The body of a JSON reply, or undefined. */
export function json(response) {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}
