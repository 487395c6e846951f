/* global __ENV */
/**
 * Soak: the public browsing mix at a moderate rate for a long time, to show that latency and
 * errors stay flat (no leak, no slow build-up). RATE (default 20/s), DURATION (default 30m).
 *   k6 run -e DURATION=2h deploy/k6/soak.js
 */
import { BASE_URL, SUMMARY_TREND_STATS, envNumber, seconds, arrivalRate } from './lib/config.js';
import { browse, setupBrowsing } from './lib/public.js';
import { summaryText } from './lib/summary.js';

const rate = envNumber('RATE', 20);
const duration = __ENV.DURATION || '30m';

export const options = {
  scenarios: {
    soak: arrivalRate({
      rate,
      duration,
      preAllocatedVUs: Math.max(10, Math.ceil(rate / 4)),
      maxVUs: Math.max(40, rate * 2),
    }),
  },
  thresholds: {
    http_req_failed: ['rate<0.001'],
    http_req_duration: ['p(95)<250', 'p(99)<750'],
    checks: ['rate>0.999'],
    dropped_iterations: [`count<=${Math.ceil(rate * seconds(duration) * 0.001)}`],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

export { setupBrowsing as setup, browse as default };

export function handleSummary(data) {
  return { stdout: summaryText(data, `Rawi soak: ${rate} requests/s for ${duration} against ${BASE_URL}`) };
}
