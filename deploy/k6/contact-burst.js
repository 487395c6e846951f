/* global __ENV, __VU, __ITER */
/**
 * Contact-form bursts: quiet, then a sudden wave of submissions, twice. The service must stay up,
 * store what it accepts and refuse the excess with 429 (it limits each client), never with a 5xx.
 *   BURST_RATE (submissions/s at the peak, default 30). SPREAD_CLIENTS=1 sends each VU as a
 *   different client (X-Forwarded-For from the documentation range 198.51.100.0/24); it only
 *   matters when the gateway trusts a proxy hop (TRUST_PROXY_HOPS >= 1).
 *   ADMIN_USERNAME/ADMIN_PASSWORD, when given, let teardown delete the submissions it made.
 * It sends no form token: every message takes a script's path (201, nothing stored), so this
 * measures how the service answers a flood; deploy/k6/contact-bots.js measures what is stored.
 *   k6 run deploy/k6/contact-burst.js
 */
import http from 'k6/http';
import { check } from 'k6';
import { Rate } from 'k6/metrics';
import { BASE_URL, SUMMARY_TREND_STATS, envNumber, json } from './lib/config.js';
import { adminHeaders, logIn } from './lib/admin.js';
import { summaryText } from './lib/summary.js';

const peak = envNumber('BURST_RATE', 30);
const LOAD_TEST_EMAIL = 'k6-load-test@example.com';
const serverErrors = new Rate('server_errors');
const accepted = new Rate('submissions_accepted');

const burst = [
  { target: 1, duration: '5s' },
  { target: peak, duration: '2s' },
  { target: peak, duration: '8s' },
  { target: 1, duration: '2s' },
];

export const options = {
  scenarios: {
    bursts: {
      executor: 'ramping-arrival-rate',
      startRate: 1,
      timeUnit: '1s',
      stages: [...burst, ...burst, { target: 1, duration: '5s' }],
      preAllocatedVUs: Math.max(10, peak),
      maxVUs: peak * 3,
    },
  },
  thresholds: {
    // 429 is the expected answer to the excess: only other failures count here.
    http_req_failed: ['rate<0.01'],
    server_errors: ['rate==0'],
    http_req_duration: ['p(95)<500', 'p(99)<1500'],
    checks: ['rate>0.99'],
    dropped_iterations: ['count<=20'],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

// 204: the cleanup in teardown.
http.setResponseCallback(http.expectedStatuses(200, 201, 202, 204, 429));

export default function () {
  const headers = { 'Content-Type': 'application/json' };
  if (__ENV.SPREAD_CLIENTS === '1') headers['X-Forwarded-For'] = `198.51.100.${(__VU % 254) + 1}`;
  const body = JSON.stringify({
    name: 'k6 load test',
    email: LOAD_TEST_EMAIL,
    company: 'Rawi load tests',
    message: `Burst submission ${__VU}-${__ITER}: please ignore, made by deploy/k6/contact-burst.js.`,
  });
  const response = http.post(`${BASE_URL}/api/contact`, body, { headers, tags: { name: 'contact' } });
  serverErrors.add(response.status >= 500 || response.status === 0);
  accepted.add(response.status >= 200 && response.status < 300);
  check(response, {
    'accepted or limited': (r) => [200, 201, 202, 429].includes(r.status),
    'limited replies say when to retry': (r) => r.status !== 429 || Boolean(r.headers['Retry-After']),
  });
}

export function teardown() {
  if (!__ENV.ADMIN_PASSWORD) return;
  const token = logIn();
  const list = json(http.get(`${BASE_URL}/api/contact-submissions`, { headers: adminHeaders(token) }));
  const mine = (Array.isArray(list) ? list : []).filter((s) => s.email === LOAD_TEST_EMAIL).slice(0, 5000);
  for (const submission of mine) {
    http.del(`${BASE_URL}/api/contact-submissions/${submission.id}`, null, {
      headers: adminHeaders(token),
      tags: { name: 'cleanup' },
    });
  }
  console.log(`deleted ${mine.length} load-test submissions`);
}

export function handleSummary(data) {
  return { stdout: summaryText(data, `Rawi contact bursts up to ${peak}/s against ${BASE_URL}`) };
}
