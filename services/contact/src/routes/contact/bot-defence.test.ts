import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FORM_TOKEN_MAX_AGE_MS,
  challengeBits,
  solveChallenge,
  solvesChallenge,
  type ContactSubmission,
} from '@rawi/proto';
import { OutboxEvent } from '@rawi/kit';
import { botSubmissions, NO_SCRIPT_MESSAGES_PER_HOUR } from '../../form/form-guard.ts';
import { CHALLENGE_RAISED } from './contact.ts';
import { FormNonceModel } from '../../models/form-nonce.ts';
import { SubmissionModel } from '../../models/submission.ts';
import {
  anotherClient,
  buildContactMessage,
  formTokenAged,
  getTestServer,
  presentedNewSubmission,
  sendContact,
  testGuard,
  type ContactTestServer,
} from '../../test/support.ts';
import { checkedFetch } from '@rawi/kit/testing';

let server: ContactTestServer;

beforeAll(async () => {
  server = await getTestServer('contact_bots');
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A solution with at least `bits` leading zero bits, whatever the token itself asks. */
async function solve(token: string, bits: number): Promise<string> {
  for (let counter = 0; ; counter += 1) {
    if (await solvesChallenge(token, counter.toString(36), bits)) return counter.toString(36);
  }
}

const botCount = async (reason: string) =>
  (await botSubmissions.get()).values.find((v) => v.labels.reason === reason)?.value ?? 0;

/** A token (old enough) that an empty solution does not happen to solve at `bits`. */
async function unsolvedToken(bits: number): Promise<string> {
  for (;;) {
    const token = formTokenAged();
    if (!(await solvesChallenge(token, '', bits))) return token;
  }
}

/** Sends a message and answers its reply's status and submission, and whether it was stored. */
async function send(overrides: Record<string, unknown>, client = anotherClient()) {
  const before = await SubmissionModel.countDocuments();
  const res = await sendContact(server.url, buildContactMessage(overrides), client);
  const body = (await res.json()) as { submission: ContactSubmission };
  return { status: res.status, body, stored: (await SubmissionModel.countDocuments()) > before };
}

const tokenFor = async (client: Record<string, string>) => {
  const res = await checkedFetch(`${server.url}/api/contact/token`, { headers: client });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return ((await res.json()) as { token: string }).token;
};

describe('messages from scripts are answered like people but not stored', () => {
  // Tokens are made when each test runs (a table made at load time would age meanwhile).
  it.each([
    ['the honeypot filled', () => ({ website: 'https://spam.example' }), 'honeypot'],
    ['no form token', () => ({ formToken: undefined }), 'no_token'],
    ['a token sent within 3 seconds of its issue', () => ({ formToken: formTokenAged(1000) }), 'too_fast'],
    ['a stale token', () => ({ formToken: formTokenAged(FORM_TOKEN_MAX_AGE_MS + 1000) }), 'stale'],
    [
      'a forged token',
      () => ({ formToken: formTokenAged().replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }),
      'forged',
    ],
    [
      'a token signed with another secret',
      () => ({ formToken: `${Date.now() - 5000}.AAAAAAAAAAAAAAAAAAAAAA.0.${'A'.repeat(43)}` }),
      'forged',
    ],
  ] as const)(
    '%s: 201 with a look-alike submission, nothing stored, no event, counted',
    async (_label, overrides, reason) => {
      const counted = await botCount(reason);
      const body = overrides();
      const { status, body: reply, stored } = await send(body);
      expect(status).toBe(201);
      expect(reply.submission).toEqual(presentedNewSubmission());
      expect(stored).toBe(false);
      expect(await OutboxEvent.countDocuments()).toBe(0);
      expect(await botCount(reason)).toBe(counted + 1);
    },
  );

  it('stores a message whose token is 3 s old or more, once: the same token again is a replay', async () => {
    const formToken = formTokenAged(3000);
    const first = await send({ formToken });
    expect(first.stored).toBe(true);
    const replayed = await botCount('replayed');
    const again = await send({ formToken, message: 'A second message with a token already used.' });
    expect(again.status).toBe(201);
    expect(again.stored).toBe(false);
    expect(await botCount('replayed')).toBe(replayed + 1);
  });

  it('lets a retry of the same message (same Idempotency-Key) reuse its token and stores it once', async () => {
    const formToken = formTokenAged();
    const headers = { ...anotherClient(), 'idempotency-key': 'retry-key-0123456789abcdef' };
    const first = await send({ formToken }, headers);
    const retry = await send({ formToken }, headers);
    expect(first.stored).toBe(true);
    expect(retry.body.submission.id).toBe(first.body.submission.id);
    expect(await SubmissionModel.countDocuments()).toBe(1);
  });

  it('a token from GET /api/contact/token is refused before 3 s and accepted after', async () => {
    const client = anotherClient();
    const early = await send({ formToken: await tokenFor(client) }, client);
    expect(early.stored).toBe(false);
    const token = await tokenFor(client);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await send({ formToken: token }, client)).stored).toBe(true);
  });

  it('keeps the used tokens without the client address or email in clear', async () => {
    await send({});
    const used = await FormNonceModel.findOne().lean();
    expect(JSON.stringify(used)).not.toMatch(/layla|198\.51/);
  });
});

describe('the puzzle', () => {
  it('asks nothing of the first three messages from a client, then more with each one', async () => {
    const client = anotherClient();
    const bits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const token = await tokenFor(client);
      bits.push(challengeBits(token));
      // Spent as if sent (same client): the next token knows of it.
      await testGuard.check(
        {
          ...buildContactMessage({ email: `sender${i}@example.com` }),
          formToken: testGuard.tokens.issue(challengeBits(token), Date.now() - 4000),
          proof: await solveChallenge(testGuard.tokens.issue(0)),
        },
        client['x-forwarded-for'] ?? '',
        undefined,
      );
    }
    expect(bits).toEqual([0, 0, 0, 8, 10]);
  });

  it('stores a message whose token asks a puzzle only with its solution', async () => {
    const formToken = formTokenAged(4000, 8);
    // A wrong answer (one in 256 guesses would solve 8 bits by chance: skip those).
    let wrong = 0;
    while (await solvesChallenge(formToken, `wrong-${wrong}`, 8)) wrong += 1;
    const unsolved = await send({ formToken, proof: `wrong-${wrong}` });
    expect(unsolved.stored).toBe(false);
    const solvedToken = formTokenAged(4000, 8);
    const solved = await send({ formToken: solvedToken, proof: await solveChallenge(solvedToken) });
    expect(solved.stored).toBe(true);
  });

  it('asks the due work of tokens a client gathered in advance: 409 with a new token, not stored', async () => {
    const client = anotherClient();
    // Five tokens fetched before any message: each asks no work.
    const tokens = await Promise.all(Array.from({ length: 5 }, () => tokenFor(client)));
    expect(tokens.map(challengeBits)).toEqual([0, 0, 0, 0, 0]);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const replies: { status: number; bits?: number }[] = [];
    const expected: { status: number; bits?: number }[] = [];
    let storedSoFar = 0;
    for (const [i, formToken] of tokens.entries()) {
      const res = await sendContact(
        server.url,
        buildContactMessage({ formToken, email: `h${i}@example.com` }),
        client,
      );
      const body = (await res.json()) as { error?: { bits: number } };
      replies.push({ status: res.status, ...(body.error ? { bits: body.error.bits } : {}) });
      // From the fourth on, 8 bits and two more per stored message (an empty solution solves them by chance).
      const due = storedSoFar < 3 ? 0 : 8 + 2 * (storedSoFar - 3);
      const solved = await solvesChallenge(formToken, '', due);
      expected.push(solved ? { status: 201 } : { status: 409, bits: due });
      if (solved) storedSoFar += 1;
    }
    expect(replies).toEqual(expected);
    expect(expected.slice(0, 3)).toEqual([{ status: 201 }, { status: 201 }, { status: 201 }]);
    expect(await SubmissionModel.countDocuments()).toBe(storedSoFar);
  });

  it('raises the work for one sender address whatever client it comes from', async () => {
    for (let i = 0; i < 3; i += 1) expect((await send({ email: 'busy@example.com' })).stored).toBe(true);
    // The fourth message of the hour from this address needs 8 bits even with a token asking none.
    const fourth = await send({ email: 'busy@example.com', formToken: await unsolvedToken(8) });
    expect(fourth.status).toBe(409);
    expect(fourth.stored).toBe(false);
    // A message answered 409 was not sent and does not count: the next still needs 8 bits.
    const next = formTokenAged();
    expect(
      (await send({ email: 'busy@example.com', formToken: next, proof: await solve(next, 8) })).stored,
    ).toBe(true);
    // The fifth stored one raised it: 10 bits now.
    const sixth = await send({ email: 'busy@example.com', formToken: await unsolvedToken(10) });
    expect(sixth.status).toBe(409);
  });
});

describe('a message whose due work rose after its token was issued', () => {
  /** A token from the service for `client` that an empty solution does not happen to solve at `bits`. */
  async function servedToken(client: Record<string, string>, bits: number): Promise<string> {
    for (;;) {
      const token = await tokenFor(client);
      if (!(await solvesChallenge(token, '', bits))) return token;
    }
  }
  const message = (overrides: Record<string, unknown>) =>
    buildContactMessage({
      email: 'sara@example.com',
      message: 'A message sent while others were sent.',
      ...overrides,
    });

  it('is answered 409 challenge_raised with a new puzzle and not stored; solved, it is stored (201)', async () => {
    const client = anotherClient();
    const formToken = await servedToken(client, 8);
    expect(challengeBits(formToken)).toBe(0);
    // Meanwhile the same sender sent three messages (from other tabs or devices): the fourth owes 8 bits.
    for (let i = 0; i < 3; i += 1) expect((await send({ email: 'sara@example.com' })).stored).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const outboxBefore = await OutboxEvent.countDocuments();
    const noncesBefore = await FormNonceModel.countDocuments();

    const res = await sendContact(
      server.url,
      message({ formToken, proof: await solveChallenge(formToken) }),
      client,
    );
    expect(res.status).toBe(409);
    const body = (await res.json()) as {
      error: { code: string; message: string; formToken: string; bits: number };
    };
    expect(body.error).toEqual({
      code: 'challenge_raised',
      message: CHALLENGE_RAISED,
      formToken: expect.any(String),
      bits: 8,
    });
    expect(challengeBits(body.error.formToken)).toBe(8);
    expect(await SubmissionModel.countDocuments({ message: 'A message sent while others were sent.' })).toBe(
      0,
    );
    expect(await OutboxEvent.countDocuments()).toBe(outboxBefore);
    expect(await FormNonceModel.countDocuments()).toBe(noncesBefore);

    // The form solves the new puzzle and sends the same message again, at once.
    const retry = await sendContact(
      server.url,
      message({ formToken: body.error.formToken, proof: await solveChallenge(body.error.formToken) }),
      client,
    );
    expect(retry.status).toBe(201);
    const { submission } = (await retry.json()) as { submission: ContactSubmission };
    expect(await SubmissionModel.findById(submission.id).lean()).toMatchObject({
      email: 'sara@example.com',
      message: 'A message sent while others were sent.',
    });
  });

  it('stores the message once when it comes back with its Idempotency-Key', async () => {
    for (let i = 0; i < 3; i += 1) expect((await send({ email: 'sara@example.com' })).stored).toBe(true);
    const headers = { ...anotherClient(), 'idempotency-key': 'raised-key-0123456789abcdef' };
    const raised = await sendContact(server.url, message({ formToken: await unsolvedToken(8) }), headers);
    expect(raised.status).toBe(409);
    const { formToken } = ((await raised.json()) as { error: { formToken: string } }).error;
    const proof = await solveChallenge(formToken);
    const first = await sendContact(server.url, message({ formToken, proof }), headers);
    const again = await sendContact(server.url, message({ formToken, proof }), headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await SubmissionModel.countDocuments({ message: 'A message sent while others were sent.' })).toBe(
      1,
    );
  });

  it('answers a used token like any replay (a look-alike 201), never with a new puzzle', async () => {
    const formToken = formTokenAged();
    expect((await send({ email: 'sara@example.com', formToken })).stored).toBe(true);
    for (let i = 0; i < 2; i += 1) expect((await send({ email: 'sara@example.com' })).stored).toBe(true);
    // A fourth, with its work done: the used token would now owe 8 bits.
    const paid = formTokenAged();
    expect(
      (await send({ email: 'sara@example.com', formToken: paid, proof: await solve(paid, 8) })).stored,
    ).toBe(true);
    const replayed = await botCount('replayed');
    const again = await send({ email: 'sara@example.com', formToken, message: 'The same token once more.' });
    expect(again.status).toBe(201);
    expect(again.stored).toBe(false);
    expect(await botCount('replayed')).toBe(replayed + 1);
  });
});

describe('the page form without JavaScript (urlencoded post)', () => {
  const post = (fields: Record<string, string>) =>
    checkedFetch(`${server.url}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...anotherClient() },
      body: new URLSearchParams(fields).toString(),
    });
  const fields = (overrides: Record<string, string> = {}) => ({
    name: 'ليلى حداد',
    email: 'layla@example.com',
    message: 'نود الحصول على عرض توضيحي للمنصة.',
    website: '',
    lang: 'ar',
    formToken: formTokenAged(),
    ...overrides,
  });

  it("stores a person's message and answers 303 to the page with the success outcome", async () => {
    const res = await post(fields());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?lang=ar&contact=sent#contact');
    expect(await SubmissionModel.findOne().lean()).toMatchObject({ name: 'ليلى حداد' });
  });

  it('answers a script (honeypot) the same 303 and stores nothing', async () => {
    const res = await post(fields({ website: 'spam', lang: 'en' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?lang=en&contact=sent#contact');
    expect(await SubmissionModel.countDocuments()).toBe(0);
  });

  it('answers a message owing more work than its token asked 303 with the failure outcome, not stored', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await post(fields({ email: 'busy@example.com' }));
      expect(res.headers.get('location')).toBe('/?lang=ar&contact=sent#contact');
    }
    const res = await post(fields({ email: 'busy@example.com', formToken: await unsolvedToken(8) }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?lang=ar&contact=failed#contact');
    expect(await SubmissionModel.countDocuments()).toBe(3);
  });

  it('stores a message posted with no token at all (the page is the same for every visitor) while the address and sender are within the hourly allowance, and refuses visibly past it', async () => {
    const client = anotherClient();
    const postAs = (overrides: Record<string, string>) =>
      checkedFetch(`${server.url}/api/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...client },
        body: new URLSearchParams({ ...fields(overrides), formToken: '' }).toString(),
      });
    for (let i = 0; i < NO_SCRIPT_MESSAGES_PER_HOUR; i += 1) {
      const res = await postAs({ email: `reader-${i}@example.com` });
      expect(res.headers.get('location')).toBe('/?lang=ar&contact=sent#contact');
    }
    expect(await SubmissionModel.countDocuments()).toBe(NO_SCRIPT_MESSAGES_PER_HOUR);
    // The same address once more: a person may be behind it, so the page says it failed.
    const over = await postAs({ email: 'reader-late@example.com' });
    expect(over.status).toBe(303);
    expect(over.headers.get('location')).toBe('/?lang=ar&contact=failed#contact');
    expect(await SubmissionModel.countDocuments()).toBe(NO_SCRIPT_MESSAGES_PER_HOUR);
    // A script filling the honeypot still gets the success it expects, and nothing is stored.
    const scripted = await post({ ...fields({ website: 'spam' }), formToken: '' });
    expect(scripted.headers.get('location')).toBe('/?lang=ar&contact=sent#contact');
    expect(await SubmissionModel.countDocuments()).toBe(NO_SCRIPT_MESSAGES_PER_HOUR);
  });

  it('takes an API call without a token (not the page form) for a script, as before', async () => {
    const res = await sendContact(server.url, buildContactMessage({ formToken: undefined }));
    expect(res.status).toBe(201);
    expect(await SubmissionModel.countDocuments()).toBe(0);
  });

  it('answers bad input 303 to the page with the failure outcome', async () => {
    const res = await post(fields({ message: 'short' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?lang=ar&contact=failed#contact');
    expect(await SubmissionModel.countDocuments()).toBe(0);
  });
});
