/* global __ENV */
/**
 * Smoke: one visitor walks every public read once a second for a short while. Proves the stack
 * answers before a heavier scenario runs.   k6 run deploy/k6/smoke.js
 */
import http from 'k6/http';
import { check } from 'k6';
import { BASE_URL, SUMMARY_TREND_STATS, arrivalRate } from './lib/config.js';
import { discover, publicRequests } from './lib/public.js';
import { summaryText } from './lib/summary.js';

export const options = {
  scenarios: {
    smoke: arrivalRate({
      rate: 1,
      duration: __ENV.DURATION || '20s',
      preAllocatedVUs: 2,
      maxVUs: 4,
    }),
  },
  thresholds: {
    http_req_failed: ['rate==0'],
    http_req_duration: ['p(95)<500', 'p(99)<1000'],
    checks: ['rate==1'],
    dropped_iterations: ['count==0'],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

export function setup() {
  check(http.get(`${BASE_URL}/healthz`, { tags: { name: 'setup' } }), {
    'gateway is alive': (r) => r.status === 200,
  });
  return discover();
}

export default function (data) {
  for (const request of publicRequests(data)) {
    const response = http.get(`${BASE_URL}${request.path}`, { tags: { name: request.name } });
    check(response, { [`${request.name} is 200`]: (r) => r.status === 200 });
  }
  const readiness = http.get(`${BASE_URL}/readyz`, { tags: { name: 'readyz' } });
  check(readiness, { 'gateway is ready': (r) => r.status === 200 });
}

export function handleSummary(data) {
  return { stdout: summaryText(data, `Rawi smoke against ${BASE_URL}`) };
}
