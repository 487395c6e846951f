/**
 * W3C Trace Context: a request's `traceparent` (version 00) is accepted when well-formed or
 * started otherwise; each hop passes the trace id on with its own span id. The trace id is
 * written in every log line of the request and carried inside every event it records.
 */
import { randomFillSync } from 'node:crypto';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

export interface TraceContext {
  traceId: string;
  /** This hop's span id. */
  spanId: string;
  flags: string;
}

/** The incoming context, when the header is a valid version-00 traceparent. */
export function parseTraceparent(header: string | undefined): TraceContext | undefined {
  const match = header ? TRACEPARENT.exec(header.trim().toLowerCase()) : null;
  if (!match || match[1] === ZERO_TRACE || match[2] === ZERO_SPAN) return undefined;
  return { traceId: match[1]!, spanId: match[2]!, flags: match[3]! };
}

/**
 * Random ids in hex, cut from a pool filled a few kilobytes at a time: one system call per
 * request for two ids was a measurable part of a cached read (as randomUUID does, Node keeps
 * such a pool for its own ids).
 */
const pool = Buffer.alloc(4096);
let used = pool.length;
function randomHex(bytes: number): string {
  if (used + bytes > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += bytes;
  return pool.toString('hex', used - bytes, used);
}

const newSpanId = () => randomHex(8);

/** Continues the caller's trace with a span of this hop, or starts a new sampled trace. */
export function continueTrace(header: string | undefined): TraceContext {
  const incoming = parseTraceparent(header);
  return incoming
    ? { traceId: incoming.traceId, spanId: newSpanId(), flags: incoming.flags }
    : { traceId: randomHex(16), spanId: newSpanId(), flags: '01' };
}

export const formatTraceparent = ({ traceId, spanId, flags }: TraceContext) =>
  `00-${traceId}-${spanId}-${flags}`;

/** The trace id inside a traceparent (for log lines of consumers), if any. */
export const traceIdOf = (traceparent: string | undefined) => parseTraceparent(traceparent)?.traceId;
