/* global __ENV */
/**
 * One read at a fixed arrival rate (an open model: requests arrive whether or not earlier ones
 * finished), for the latency half of deploy/bench/gateway-overhead.ts. With BATCH > 1 each
 * arrival is a page view that makes BATCH reads at once (the landing page makes five), so RATE
 * page views a second are RATE × BATCH requests. The script does as little as it can per request
 * (no body kept, no check, few tags): on a small machine k6's own work is the tail it measures.
 * TARGET_URL (loopback only), RATE (arrivals/s), BATCH (1), DURATION (10s), VUS, SUMMARY_JSON.
 */
import http from 'k6/http';
import { SUMMARY_TREND_STATS, arrivalRate } from './lib/config.js';

const target = __ENV.TARGET_URL || '';
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?\//.test(target))
  throw new Error(`TARGET_URL must be a loopback http URL, got ${target}`);
const batch = Array.from({ length: Number(__ENV.BATCH || 1) }, () => ['GET', target]);

export const options = {
  discardResponseBodies: true,
  // http_req_failed still counts every answer that is not 2xx/3xx.
  systemTags: ['status', 'expected_response'],
  scenarios: {
    read: arrivalRate({
      rate: Number(__ENV.RATE || 100),
      duration: __ENV.DURATION || '10s',
      // Enough VUs allocated up front: allocating them mid-run drops iterations by itself.
      preAllocatedVUs: Number(__ENV.VUS || 400),
      maxVUs: Number(__ENV.VUS || 400) * 2,
    }),
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

export default function () {
  if (batch.length === 1) http.get(target);
  else http.batch(batch);
}

export function handleSummary(data) {
  return __ENV.SUMMARY_JSON ? { [__ENV.SUMMARY_JSON]: JSON.stringify(data.metrics) } : {};
}
