/* global __ENV, __VU, __ITER */
/**
 * The contact form under a bot mix: scripts at BOT_RATE requests/s (default 50) for DURATION
 * (default 40s) — the honeypot filled, sent within 3 s of the token, a token already used
 * (replayed), a forged token, no token — alongside PEOPLE real submissions (default 60) that
 * wait as a person typing would, then send. Every reply must be 201 (a script learns nothing);
 * afterwards, read back as the admin: 0 bot submissions stored, 0 real ones lost. Teardown
 * deletes what the run stored.
 *   ADMIN_USERNAME/ADMIN_PASSWORD are required (the check reads the inbox).
 *   The stack must let one address send this many messages: CONTACT_RATE_LIMIT and
 *   CONTACT_FREE_MESSAGES_PER_HOUR of the contact service raised (all load comes from 127.0.0.1).
 *   k6 run deploy/k6/contact-bots.js
 */
import http from 'k6/http';
import { check, sleep } from 'k6';
import crypto from 'k6/crypto';
import { Counter, Rate } from 'k6/metrics';
import { BASE_URL, SUMMARY_TREND_STATS, envNumber, json, arrivalRate } from './lib/config.js';
import { adminHeaders, logIn } from './lib/admin.js';
import { summaryText } from './lib/summary.js';

const botRate = envNumber('BOT_RATE', 50);
const duration = __ENV.DURATION || '40s';
const people = envNumber('PEOPLE', 60);
/** The form token's minimum age (proto FORM_TOKEN_MIN_AGE_MS) and a margin. */
const FILL_SECONDS = 3.3;
const KINDS = ['honeypot', 'fast', 'replayed', 'forged', 'none'];

const botReplies = new Rate('bot_replied_like_a_person');
const peopleAccepted = new Rate('person_accepted');
const botsStored = new Counter('bots_stored');
const peopleLost = new Counter('people_lost');
const peopleStored = new Counter('people_stored');

export const options = {
  scenarios: {
    bots: arrivalRate({
      rate: botRate,
      duration,
      preAllocatedVUs: Math.max(20, botRate),
      maxVUs: botRate * 4,
      exec: 'bot',
    }),
    people: {
      executor: 'shared-iterations',
      iterations: people,
      vus: Math.min(people, 20),
      maxDuration: duration,
      exec: 'person',
    },
  },
  thresholds: {
    bot_replied_like_a_person: ['rate==1'],
    person_accepted: ['rate==1'],
    bots_stored: ['count==0'],
    people_lost: ['count==0'],
    // The read-back happened: every real submission was found.
    people_stored: [`count==${people}`],
    http_req_failed: ['rate==0'],
    http_req_duration: ['p(95)<500'],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function formToken(tag) {
  const reply = http.get(`${BASE_URL}/api/contact/token`, { tags: { name: tag } });
  return json(reply)?.token;
}

/** The puzzle's solution (SHA-256 of `<token>:<counter>` with the token's leading zero bits). */
function solve(token) {
  const bits = Number(token.split('.')[2]) || 0;
  if (bits === 0) return undefined;
  for (let counter = 0; ; counter += 1) {
    const solution = counter.toString(36);
    const digest = new Uint8Array(crypto.sha256(`${token}:${solution}`, 'binary'));
    let zeros = 0;
    for (const byte of digest) {
      if (byte === 0) {
        zeros += 8;
        continue;
      }
      zeros += Math.clz32(byte) - 24;
      break;
    }
    if (zeros >= bits) return solution;
  }
}

function send(body, tag) {
  return http.post(`${BASE_URL}/api/contact`, JSON.stringify(body), {
    headers: JSON_HEADERS,
    tags: { name: tag },
  });
}

/** A message of this run (`run` comes from setup: each VU has an init context of its own). */
const message = (run, who, kind, id = `${__VU}-${__ITER}`) => ({
  name: `k6 ${kind}`,
  email: `k6-${who}-${run}-${id}@example.com`,
  message: `Bot-mix ${kind} message ${run}-${id}, made by deploy/k6/contact-bots.js.`,
});

/**
 * Tokens for the scripts: aged ones (past the 3 s), and used ones a script might have scraped
 * (each sent once with a real message, so those are stored and cleaned up).
 */
export function setup() {
  const adminToken = logIn();
  const run = Date.now().toString(36);
  const aged = [];
  for (let i = 0; i < 20; i += 1) aged.push(formToken('setup-token'));
  sleep(FILL_SECONDS);
  const used = aged.splice(0, 10);
  used.forEach((token, i) => {
    const reply = send(
      { ...message(run, 'seed', 'seed', `${i}`), formToken: token, proof: solve(token) },
      'setup-send',
    );
    if (reply.status !== 201) throw new Error(`a seed message was refused: ${reply.status} ${reply.body}`);
  });
  return { adminToken, run, aged, used };
}

export function bot(data) {
  const kind = KINDS[(__VU + __ITER) % KINDS.length];
  const body = message(data.run, 'bot', kind);
  if (kind === 'honeypot')
    Object.assign(body, { website: 'https://spam.example', formToken: data.aged[__ITER % data.aged.length] });
  if (kind === 'fast') body.formToken = formToken('bot-token');
  if (kind === 'replayed') body.formToken = data.used[__ITER % data.used.length];
  if (kind === 'forged') body.formToken = `${Date.now() - 10_000}.AAAAAAAAAAAAAAAAAAAAAA.0.${'A'.repeat(43)}`;
  const reply = send(body, `bot-${kind}`);
  const submission = json(reply)?.submission;
  botReplies.add(reply.status === 201 && submission?.status === 'new' && submission?.email === body.email);
}

export function person(data) {
  const token = formToken('person-token');
  // Typing the message takes a person longer than the form token's minimum age.
  sleep(FILL_SECONDS);
  const reply = send(
    { ...message(data.run, 'person', 'person'), formToken: token, proof: solve(token) },
    'person-send',
  );
  peopleAccepted.add(reply.status === 201);
  check(reply, { 'a person is answered 201': (r) => r.status === 201 });
}

function listed(adminToken, q) {
  const reply = http.get(`${BASE_URL}/api/contact-submissions?q=${encodeURIComponent(q)}`, {
    headers: adminHeaders(adminToken),
    tags: { name: 'inbox' },
  });
  const list = json(reply);
  if (reply.status !== 200 || !Array.isArray(list)) {
    throw new Error(`the inbox could not be read: ${reply.status} ${reply.body}`);
  }
  return list;
}

export function teardown(data) {
  const bots = listed(data.adminToken, `k6-bot-${data.run}`);
  const persons = listed(data.adminToken, `k6-person-${data.run}`);
  botsStored.add(bots.length);
  peopleLost.add(Math.max(0, people - persons.length));
  peopleStored.add(persons.length);
  console.log(`stored: ${bots.length} bot submissions, ${persons.length} of ${people} real ones`);
  for (const submission of [...bots, ...persons, ...listed(data.adminToken, `k6-seed-${data.run}`)]) {
    http.del(`${BASE_URL}/api/contact-submissions/${submission.id}`, null, {
      headers: adminHeaders(data.adminToken),
      tags: { name: 'cleanup' },
    });
  }
}

export function handleSummary(data) {
  const count = (name) => data.metrics[name]?.values?.count ?? 0;
  const text = summaryText(
    data,
    `Rawi contact form: bot mix at ${botRate}/s with ${people} real submissions against ${BASE_URL}`,
  );
  return {
    stdout: `${text}  bot requests      ${count('bot_replied_like_a_person') || (data.metrics.bot_replied_like_a_person?.values?.passes ?? 0)}\n  bots stored       ${count('bots_stored')}\n  people stored     ${count('people_stored')} of ${people}\n  people lost       ${count('people_lost')}\n`,
  };
}
