/** A real SMTP server (the smtp-server package) that keeps what it receives, for the notifier tests. */
import { SMTPServer } from 'smtp-server';
import { freePort } from '@rawi/kit/testing';

export interface ReceivedMail {
  to: string[];
  headers: string;
  subject: string;
  /** The body, quoted-printable decoded. */
  text: string;
}

export interface TestSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** Messages offered, accepted or refused. */
  attempts(): number;
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const text = /^Content-Transfer-Encoding: quoted-printable$/im.test(headers)
    ? decodeQuotedPrintable(body)
    : body;
  return { to, headers, subject, text: text.replace(/\r\n/g, '\n') };
}

/** `failFirst` messages are refused with a temporary error (451) before any is accepted. */
export async function startSmtpServer({ failFirst = 0 } = {}): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (attempts <= failFirst) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        mails.push(
          parse(
            Buffer.concat(chunks).toString('latin1'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  // A client that dies mid-conversation (the outage tests SIGKILL the service) resets its
  // connection; smtp-server reports that as an 'error' event, which must not crash the test run.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    attempts: () => attempts,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no matching mail within ${timeoutMs} ms; got ${mails.map((m) => m.subject).join(', ') || 'none'}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
