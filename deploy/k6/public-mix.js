/* global __ENV */
/**
 * Public browsing at a constant arrival rate: landing content in English and Arabic, the projects
 * list, a project's detail, a media file and the landing page, weighted as visitors ask for them.
 *   RATE (requests/s, default 50), DURATION (default 1m); SUMMARY_FILE and SUMMARY_JSON, when set,
 *   are where the text summary and k6's full summary data are written too.
 *   k6 run deploy/k6/public-mix.js
 */
import { BASE_URL, SUMMARY_TREND_STATS, envNumber, seconds, arrivalRate } from './lib/config.js';
import { browse, setupBrowsing } from './lib/public.js';
import { summaryText } from './lib/summary.js';

const rate = envNumber('RATE', 50);
const duration = __ENV.DURATION || '1m';
// At most 1 % of the planned iterations may be dropped for want of a free VU.
const maxDropped = Math.ceil(rate * seconds(duration) * 0.01);

export const options = {
  scenarios: {
    public: arrivalRate({
      rate,
      duration,
      preAllocatedVUs: Math.max(10, Math.ceil(rate / 5)),
      maxVUs: Math.max(50, rate * 2),
    }),
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<250', 'p(99)<750'],
    'http_req_duration{name:project-detail}': ['p(95)<300'],
    checks: ['rate>0.99'],
    dropped_iterations: [`count<=${maxDropped}`],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

export { setupBrowsing as setup, browse as default };

export function handleSummary(data) {
  const text = summaryText(data, `Rawi public mix: ${rate} requests/s for ${duration} against ${BASE_URL}`);
  const out = { stdout: text };
  if (__ENV.SUMMARY_FILE) out[__ENV.SUMMARY_FILE] = text;
  if (__ENV.SUMMARY_JSON) out[__ENV.SUMMARY_JSON] = JSON.stringify(data, null, 1);
  return out;
}
