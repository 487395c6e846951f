/**
 * The public browsing mix: what a visitor's browser asks the gateway for. setup() discovers a
 * project slug and an uploaded media file from the stack's own data.
 */
import http from 'k6/http';
import { check } from 'k6';
import { BASE_URL, json } from './config.js';

const MEDIA_PREFIX = '/api/media/files/';

/** Finds a project slug (English) and a media file path in the public content. */
export function discover() {
  const projects = json(http.get(`${BASE_URL}/api/projects?language=en`, { tags: { name: 'setup' } }));
  const list = Array.isArray(projects) ? projects : [];
  const slug = list.find((p) => p && typeof p.slug === 'string')?.slug;
  const hero = json(http.get(`${BASE_URL}/api/content/hero/en`, { tags: { name: 'setup' } }));
  const candidates = [hero?.data?.backgroundImage, ...list.map((p) => p?.imageUrl)];
  // Only files this stack serves: a full URL may point anywhere, and load goes to BASE_URL alone.
  const mediaPath = candidates.find((c) => typeof c === 'string' && c.startsWith(MEDIA_PREFIX));
  if (!slug) console.warn('no English project found: the mix skips project details');
  if (!mediaPath)
    console.warn(`no ${MEDIA_PREFIX} file in the hero or the projects: the mix skips media files`);
  return { slug, mediaPath };
}

/** The requests of the mix with their weights; those the data does not allow are left out. */
export function publicRequests({ slug, mediaPath }) {
  const requests = [
    { weight: 5, name: 'landing-page', path: '/' },
    { weight: 20, name: 'content-hero-en', path: '/api/content/hero/en' },
    { weight: 15, name: 'content-hero-ar', path: '/api/content/hero/ar' },
    { weight: 15, name: 'content-services-en', path: '/api/content/services/en' },
    { weight: 20, name: 'projects-en', path: '/api/projects?language=en' },
  ];
  if (slug) {
    requests.push({
      weight: 15,
      name: 'project-detail',
      path: `/api/projects/slug/${encodeURIComponent(slug)}?language=en`,
    });
  }
  if (mediaPath) requests.push({ weight: 10, name: 'media-file', path: mediaPath });
  return requests;
}

/** One visitor request, picked by weight. */
export function browseOnce(requests) {
  const total = requests.reduce((sum, r) => sum + r.weight, 0);
  let pick = Math.random() * total;
  const request = requests.find((r) => (pick -= r.weight) < 0) || requests[requests.length - 1];
  const response = http.get(`${BASE_URL}${request.path}`, { tags: { name: request.name } });
  check(response, { [`${request.name} is 200`]: (r) => r.status === 200 });
}

/** setup() of the scripts that browse as visitors do: the requests, from what the stack serves. */
export function setupBrowsing() {
  return { requests: publicRequests(discover()) };
}

/** One iteration of those scripts (their default function): a visitor request. */
export function browse(data) {
  browseOnce(data.requests);
}
