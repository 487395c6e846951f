/**
 * A site-wide pause of writes, for a backup that must be one point in time on a database
 * without snapshots (FerretDB). The backup puts a freeze order in a NATS KV bucket; every
 * service instance watches it, answers new changes (any method but GET, HEAD and OPTIONS, and
 * the events its consumers handle) with 503 and Retry-After, waits for the changes already
 * running to finish, then acknowledges the order. Once every live instance has acknowledged,
 * nothing writes until the order is withdrawn.
 *
 * The order is a lease: an instance counts its duration from when it received the order, so a
 * backup that dies without withdrawing it stops pausing the site a lease later (no clock
 * shared between hosts is assumed). The backup renews it while it copies.
 */
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Middleware } from 'koa';
import { WRITE_FREEZE_BUCKET, WRITE_FREEZE_INSTANCES_BUCKET, WRITES_PAUSED } from '@rawi/proto';
import { AppError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';

const ORDER_KEY = 'order';
const ackKey = (instanceId: string) => `ack.${instanceId}`;
/** An instance that stops announcing itself for this long is no longer waited for. */
export const INSTANCE_PRESENCE_TTL_MS = 15_000;
const HEARTBEAT_MS = 5_000;
const RETRY_AFTER_SECONDS = 5;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface FreezeOrder {
  id: string;
  /** How long the pause lasts after an instance receives (or is re-sent) the order. */
  leaseMs: number;
}

export async function openWriteFreezeBuckets(
  nc: NatsConnection,
  replicas = 1,
): Promise<{ orders: KV; instances: KV }> {
  const kvm = new Kvm(nc);
  const orders = await kvm.create(WRITE_FREEZE_BUCKET, { history: 1, replicas });
  const instances = await kvm.create(WRITE_FREEZE_INSTANCES_BUCKET, {
    history: 1,
    replicas,
    ttl: INSTANCE_PRESENCE_TTL_MS,
  });
  return { orders, instances };
}

const pausedError = () =>
  new AppError('service_unavailable', WRITES_PAUSED, {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });

/** One service instance's side: refuses changes while an order holds, acknowledges when idle. */
export class WriteGate {
  readonly instanceId = crypto.randomUUID();
  private order: FreezeOrder | null = null;
  private deadline = 0;
  private acknowledged: string | null = null;
  private running = 0;
  private stopWatch: (() => void) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private orders: KV | undefined;
  private instances: KV | undefined;
  private logger: Logger | undefined;

  /** Opens the buckets, announces this instance and follows the order. */
  static async watch(
    nc: NatsConnection,
    logger: Logger,
    { service, replicas = 1 }: { service: string; replicas?: number },
  ): Promise<WriteGate> {
    const gate = new WriteGate();
    const { orders, instances } = await openWriteFreezeBuckets(nc, replicas);
    gate.orders = orders;
    gate.instances = instances;
    gate.logger = logger;
    const announce = () =>
      instances.put(gate.instanceId, service).catch((error: Error) => {
        logger.warn({ err: error.message }, 'write freeze: presence not announced');
      });
    await announce();
    gate.heartbeat = setInterval(() => void announce(), HEARTBEAT_MS);
    gate.heartbeat.unref();
    const current = await orders.get(ORDER_KEY);
    if (current?.operation === 'PUT') gate.receive(current.string());
    const watcher = await orders.watch({ key: ORDER_KEY });
    gate.stopWatch = () => watcher.stop();
    void (async () => {
      for await (const entry of watcher) {
        if (entry.operation === 'PUT') gate.receive(entry.string());
        else gate.lift();
      }
    })();
    return gate;
  }

  /** A gate that never pauses (units without NATS). */
  static open(): WriteGate {
    return new WriteGate();
  }

  isFrozen(): boolean {
    if (this.order && Date.now() >= this.deadline) this.lift();
    return this.order !== null;
  }

  /** Admits one change, or returns null while writes are paused. Call the result when it is done. */
  tryEnter(): (() => void) | null {
    if (this.isFrozen()) return null;
    this.running += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.running -= 1;
      this.acknowledgeWhenIdle();
    };
  }

  /** Koa middleware: a change while paused gets 503 with Retry-After; reads always pass. */
  middleware(): Middleware {
    return async (ctx, next) => {
      if (READ_METHODS.has(ctx.method)) return next();
      const leave = this.tryEnter();
      if (!leave) throw pausedError();
      try {
        await next();
      } finally {
        leave();
      }
    };
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.stopWatch?.();
    await this.instances?.delete(this.instanceId).catch(() => undefined);
  }

  private receive(value: string) {
    let order: FreezeOrder;
    try {
      order = JSON.parse(value) as FreezeOrder;
    } catch {
      this.logger?.warn('write freeze: unreadable order ignored');
      return;
    }
    if (typeof order.id !== 'string' || !(order.leaseMs > 0)) return;
    if (this.order?.id !== order.id) this.logger?.info({ order: order.id }, 'write freeze: changes paused');
    this.order = order;
    this.deadline = Date.now() + order.leaseMs;
    this.acknowledgeWhenIdle();
  }

  private lift() {
    if (!this.order) return;
    this.logger?.info({ order: this.order.id }, 'write freeze: changes resumed');
    this.order = null;
  }

  private acknowledgeWhenIdle() {
    const order = this.order;
    if (!order || this.running > 0 || this.acknowledged === order.id || !this.orders) return;
    this.acknowledged = order.id;
    this.orders.put(ackKey(this.instanceId), order.id).catch((error: Error) => {
      this.acknowledged = null;
      this.logger?.warn({ err: error.message }, 'write freeze: acknowledgement not written; retrying');
      setTimeout(() => this.acknowledgeWhenIdle(), 500).unref();
    });
  }
}

/** The gate of this process (set by the service start-up); without one nothing is paused. */
let processGate: WriteGate | undefined;
export const useWriteGate = (gate: WriteGate | undefined) => {
  processGate = gate;
};
export const currentWriteGate = () => processGate;

/**
 * Runs one turn of a background job (scheduler, retention, pruning, janitor) unless writes are
 * paused for a backup's copy: then the turn is skipped (undefined) and the job's next turn does
 * the work, so the copy stays one point in time.
 */
export async function unlessWritesPaused<T>(work: () => Promise<T>): Promise<T | undefined> {
  const leave = processGate ? processGate.tryEnter() : () => undefined;
  if (!leave) return undefined;
  try {
    return await work();
  } finally {
    leave();
  }
}

/** The middleware every service app mounts: defers to the process's gate. */
export function writeFreezeGuard(): Middleware {
  return async (ctx, next) => (processGate ? processGate.middleware()(ctx, next) : next());
}

export interface WriteFreeze {
  id: string;
  /** The instances that acknowledged the pause. */
  instances: string[];
  release(): Promise<void>;
}

/**
 * The backup's side: orders the pause, renews it, and resolves once every instance that is
 * announcing itself has acknowledged (no change is running anywhere). Throws, withdrawing the
 * order, when one does not answer within `ackTimeoutMs`.
 */
export async function freezeWrites(
  nc: NatsConnection,
  {
    leaseMs = 30_000,
    ackTimeoutMs = INSTANCE_PRESENCE_TTL_MS + 10_000,
    replicas = 1,
  }: { leaseMs?: number; ackTimeoutMs?: number; replicas?: number } = {},
): Promise<WriteFreeze> {
  const { orders, instances } = await openWriteFreezeBuckets(nc, replicas);
  const order: FreezeOrder = { id: crypto.randomUUID(), leaseMs };
  const put = () => orders.put(ORDER_KEY, JSON.stringify(order));
  await put();
  const renewal = setInterval(() => void put().catch(() => undefined), Math.max(1000, leaseMs / 3));
  renewal.unref();
  const release = async () => {
    clearInterval(renewal);
    await orders.delete(ORDER_KEY);
  };
  const deadline = Date.now() + ackTimeoutMs;
  for (;;) {
    const live: string[] = [];
    for await (const key of await instances.keys()) live.push(key);
    const waiting: string[] = [];
    for (const id of live) {
      const ack = await orders.get(ackKey(id));
      if (ack?.operation !== 'PUT' || ack.string() !== order.id) waiting.push(id);
    }
    if (waiting.length === 0) return { id: order.id, instances: live, release };
    if (Date.now() > deadline) {
      await release();
      const names = await Promise.all(
        waiting.map(async (id) => `${(await instances.get(id))?.string() ?? '?'} (${id})`),
      );
      throw new Error(`writes could not be paused: no acknowledgement from ${names.join(', ')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
