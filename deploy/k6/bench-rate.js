/* global __ENV */
/**
 * One read at a fixed arrival rate (an open model: requests arrive whether or not earlier ones
 * finished), for the latency half of deploy/bench/gateway-overhead.ts.
 * TARGET_URL (loopback only), RATE (requests/s), DURATION (default 10s), SUMMARY_JSON (output).
 */
import http from 'k6/http';
import { check } from 'k6';
import { SUMMARY_TREND_STATS } from './lib/config.js';

const target = __ENV.TARGET_URL || '';
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?\//.test(target))
  throw new Error(`TARGET_URL must be a loopback http URL, got ${target}`);

export const options = {
  scenarios: {
    read: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 100),
      timeUnit: '1s',
      duration: __ENV.DURATION || '10s',
      // Enough VUs allocated up front: allocating them mid-run drops iterations by itself.
      preAllocatedVUs: Number(__ENV.VUS || 400),
      maxVUs: Number(__ENV.VUS || 400) * 2,
    },
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

export default function () {
  check(http.get(target, { tags: { name: 'read' } }), { 'is 200': (r) => r.status === 200 });
}

export function handleSummary(data) {
  return __ENV.SUMMARY_JSON ? { [__ENV.SUMMARY_JSON]: JSON.stringify(data.metrics) } : {};
}
