/* global __ENV, __VU, __ITER */
/**
 * Admin editing: staff reading the dashboard's data and saving content, and creating and deleting
 * draft projects, at a constant arrival rate with one shared sign-in.
 *   ADMIN_PASSWORD (required), ADMIN_USERNAME (default admin), RATE (default 5/s), DURATION (1m).
 * Content is saved back unchanged (the section read in setup), and every project it creates it
 * deletes again, so the stack's data is as before; teardown removes any left behind.
 *   k6 run -e ADMIN_PASSWORD=... deploy/k6/admin-mix.js
 */
import http from 'k6/http';
import { check } from 'k6';
import { BASE_URL, SUMMARY_TREND_STATS, abort, envNumber, json, seconds, arrivalRate } from './lib/config.js';
import { adminHeaders, logIn } from './lib/admin.js';
import { summaryText } from './lib/summary.js';

const rate = envNumber('RATE', 5);
const duration = __ENV.DURATION || '1m';
const SLUG_PREFIX = 'k6-load-';

export const options = {
  scenarios: {
    admin: arrivalRate({
      rate,
      duration,
      preAllocatedVUs: Math.max(5, rate),
      maxVUs: Math.max(20, rate * 4),
    }),
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<400', 'p(99)<1000'],
    'http_req_duration{name:content-save}': ['p(95)<500'],
    checks: ['rate>0.99'],
    dropped_iterations: [`count<=${Math.ceil(rate * seconds(duration) * 0.01)}`],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

export function setup() {
  const token = logIn();
  for (const [section, language] of [
    ['hero', 'en'],
    ['services', 'en'],
    ['contact', 'en'],
  ]) {
    const reply = http.get(`${BASE_URL}/api/content/${section}/${language}`, {
      headers: adminHeaders(token),
    });
    const data = json(reply)?.data;
    if (reply.status === 200 && data && typeof data === 'object')
      return { token, content: { section, language, data } };
  }
  abort('no hero, services or contact content in English to save back: seed the demo content first');
  return { token };
}

const reads = [
  ['content-all', '/api/content/all/en'],
  ['projects-admin', '/api/projects'],
  ['submissions', '/api/contact-submissions'],
  ['me', '/api/auth/me'],
];

export default function ({ token, content }) {
  const headers = adminHeaders(token);
  const pick = Math.random();
  if (pick < 0.6) {
    const [name, path] = reads[Math.floor(Math.random() * reads.length)];
    check(http.get(`${BASE_URL}${path}`, { headers, tags: { name } }), {
      [`${name} is 200`]: (r) => r.status === 200,
    });
  } else if (pick < 0.85) {
    const saved = http.post(`${BASE_URL}/api/content`, JSON.stringify(content), {
      headers,
      tags: { name: 'content-save' },
    });
    check(saved, { 'content saved': (r) => r.status === 200 || r.status === 201 });
  } else {
    createAndDeleteProject(headers);
  }
}

function createAndDeleteProject(headers) {
  const slug = `${SLUG_PREFIX}${__VU}-${__ITER}-${Date.now().toString(36)}`;
  const project = {
    title: `Load test ${slug}`,
    slug,
    language: 'en',
    description: 'A draft made by deploy/k6/admin-mix.js and deleted right away.',
    briefDescription: 'Load-test draft',
    category: 'Load test',
    status: 'draft',
    features: ['one', 'two'],
  };
  const created = http.post(`${BASE_URL}/api/projects`, JSON.stringify(project), {
    headers,
    tags: { name: 'project-create' },
  });
  const id = json(created)?.id;
  check(created, {
    'project created': (r) => (r.status === 200 || r.status === 201) && typeof id === 'string',
  });
  if (typeof id !== 'string') return;
  const deleted = http.del(`${BASE_URL}/api/projects/${id}`, null, {
    headers,
    tags: { name: 'project-delete' },
  });
  check(deleted, { 'project deleted': (r) => r.status === 200 || r.status === 204 });
}

export function teardown({ token }) {
  const list = json(
    http.get(`${BASE_URL}/api/projects`, { headers: adminHeaders(token), tags: { name: 'cleanup' } }),
  );
  const left = (Array.isArray(list) ? list : []).filter((p) => String(p.slug).startsWith(SLUG_PREFIX));
  for (const project of left) {
    http.del(`${BASE_URL}/api/projects/${project.id}`, null, {
      headers: adminHeaders(token),
      tags: { name: 'cleanup' },
    });
  }
  if (left.length > 0) console.log(`deleted ${left.length} load-test projects left behind`);
}

export function handleSummary(data) {
  return {
    stdout: summaryText(data, `Rawi admin mix: ${rate} operations/s for ${duration} against ${BASE_URL}`),
  };
}
