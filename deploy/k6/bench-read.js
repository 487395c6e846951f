/* global __ENV */
/**
 * One read, as fast as VUS closed-loop clients can repeat it, for deploy/bench/gateway-overhead.ts.
 * TARGET_URL (loopback only), VUS (default 10), DURATION (default 10s), SUMMARY_JSON (output path),
 * ACCEPT_ENCODING (sent when given: the pages are compared as the same bytes, uncompressed).
 */
import http from 'k6/http';
import { check } from 'k6';
import { SUMMARY_TREND_STATS } from './lib/config.js';

const target = __ENV.TARGET_URL || '';
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?\//.test(target))
  throw new Error(`TARGET_URL must be a loopback http URL, got ${target}`);

export const options = {
  scenarios: {
    read: { executor: 'constant-vus', vus: Number(__ENV.VUS || 10), duration: __ENV.DURATION || '10s' },
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

const headers = __ENV.ACCEPT_ENCODING ? { 'Accept-Encoding': __ENV.ACCEPT_ENCODING } : {};

export default function () {
  check(http.get(target, { headers, tags: { name: 'read' } }), { 'is 200': (r) => r.status === 200 });
}

export function handleSummary(data) {
  return __ENV.SUMMARY_JSON ? { [__ENV.SUMMARY_JSON]: JSON.stringify(data.metrics) } : {};
}
