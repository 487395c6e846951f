/**
 * Writes to one document made atomic on a backend that does not make them so.
 *
 * MongoDB applies every single-document update atomically: a conditional update
 * (`{ _id, revision: n }`) matches once, `$inc` never loses a count. FerretDB v1 applies an
 * update by reading the document, changing it in its own process and writing it back, with
 * nothing held in between: two updates of one document that overlap both match, and the second
 * write replaces the first. On such a backend (detected from the server's build info at start-up,
 * never from a variable) this module serialises, within the process, every mongoose write that
 * targets one document by `_id` against the other writes of that document, and a write that
 * targets documents by any other filter against every write of its collection. One replica of a
 * service on that backend then behaves exactly as on MongoDB. Nothing is taken on MongoDB.
 *
 * `withDocumentLock` additionally keeps a sequence of steps on one item (read the state before,
 * write, record the version in the history) together, so two saves of one item cannot interleave
 * their history entries.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import mongoose from 'mongoose';

type Release = () => void;

/** Shared holders (writes of single documents) or one exclusive holder (a write by any filter). */
class SharedExclusiveLock {
  private shared = 0;
  private exclusive = false;
  private readonly waiting: Array<{ exclusive: boolean; grant: () => void }> = [];

  acquire(exclusive: boolean): Promise<Release> {
    return new Promise((resolve) => {
      this.waiting.push({ exclusive, grant: () => resolve(() => this.release(exclusive)) });
      this.drain();
    });
  }

  get idle(): boolean {
    return this.shared === 0 && !this.exclusive && this.waiting.length === 0;
  }

  private release(exclusive: boolean): void {
    if (exclusive) this.exclusive = false;
    else this.shared -= 1;
    this.drain();
  }

  /** Grants in arrival order, so an exclusive waiter is not starved by a stream of shared ones. */
  private drain(): void {
    for (let next = this.waiting[0]; next; next = this.waiting[0]) {
      if (this.exclusive || (next.exclusive && this.shared > 0)) return;
      this.waiting.shift();
      if (next.exclusive) this.exclusive = true;
      else this.shared += 1;
      next.grant();
    }
  }
}

/** One holder at a time per key; keys with nobody waiting are forgotten. */
class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  async acquire(key: string): Promise<Release> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let release!: Release;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = before.then(() => mine);
    this.tails.set(key, tail);
    await before;
    return () => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
      release();
    };
  }

  get size(): number {
    return this.tails.size;
  }
}

const collections = new Map<string, SharedExclusiveLock>();
const documents = new KeyedMutex();
const sequences = new KeyedMutex();
/** The sequence keys the current async context holds (a nested save of the same item runs on). */
const heldSequences = new AsyncLocalStorage<ReadonlySet<string>>();

let serialised = false;

/** Whether writes are serialised here (the backend does not make them atomic). */
export const documentWritesSerialised = () => serialised;

/** Turns the serialisation on or off (start-up decides from the backend; tests may force it). */
export function serialiseDocumentWrites(on: boolean): void {
  serialised = on;
}

/** Locks held or awaited right now (a test checks that none is left behind). */
export const documentLocksInUse = () =>
  documents.size + sequences.size + [...collections.values()].filter((lock) => !lock.idle).length;

function collectionLock(name: string): SharedExclusiveLock {
  let lock = collections.get(name);
  if (!lock) {
    lock = new SharedExclusiveLock();
    collections.set(name, lock);
  }
  return lock;
}

/** Takes the locks one write needs: its document's, or its whole collection's. */
async function lockWrite(collection: string, documentId: string | undefined): Promise<Release> {
  const lock = collectionLock(collection);
  if (documentId === undefined) return lock.acquire(true);
  const releaseCollection = await lock.acquire(false);
  const releaseDocument = await documents.acquire(`${collection}\u0000${documentId}`);
  return () => {
    releaseDocument();
    releaseCollection();
  };
}

/** The one document a filter names by `_id` (a plain value, not an operator), if any. */
function documentIdOf(filter: Record<string, unknown>): string | undefined {
  const id = filter._id;
  if (id === undefined || id === null) return undefined;
  if (typeof id === 'string' || typeof id === 'number') return String(id);
  // An ObjectId from mongoose or straight from the driver (lean documents).
  if ((id as { _bsontype?: unknown })._bsontype === 'ObjectId')
    return (id as { toHexString(): string }).toHexString();
  return undefined;
}

/**
 * Runs `steps` with the item `key` to itself (within this process) where writes are serialised;
 * on MongoDB it just runs them. Keys name items, e.g. `project:<id>`; a nested call for a key
 * this context already holds runs at once.
 */
export async function withDocumentLock<T>(key: string, steps: () => Promise<T>): Promise<T> {
  const held = heldSequences.getStore();
  if (!serialised || held?.has(key)) return steps();
  const release = await sequences.acquire(key);
  try {
    return await heldSequences.run(new Set([...(held ?? []), key]), steps);
  } finally {
    release();
  }
}

const WRITE_OPERATIONS = new Set([
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
]);

type Exec = (this: mongoose.Query<unknown, unknown>, op?: string) => Promise<unknown>;
const installed = Symbol.for('rawi.documentWriteLock');

/**
 * Wraps every mongoose write query once per process. Inserts need nothing (a unique `_id` or
 * index makes them atomic on every backend); raw driver calls bypass this and must not write
 * documents that mongoose writes too.
 */
function install(): void {
  const proto = mongoose.Query.prototype as unknown as { exec: Exec; [installed]?: true };
  if (proto[installed]) return;
  const exec = proto.exec;
  proto.exec = async function lockedExec(this: mongoose.Query<unknown, unknown>, op?: string) {
    const operation = op ?? (this as unknown as { op?: string }).op;
    if (!serialised || !operation || !WRITE_OPERATIONS.has(operation)) return exec.call(this, op);
    const collection = `${this.model.db.name}.${this.model.collection.collectionName}`;
    const release = await lockWrite(collection, documentIdOf(this.getFilter()));
    try {
      return await exec.call(this, op);
    } finally {
      release();
    }
  };
  proto[installed] = true;
}

install();

/** Whether the backend can lose one of two overlapping writes: FerretDB names itself in `buildInfo`, MongoDB does not. */
export async function backendNeedsWriteLocks(connection: mongoose.Connection): Promise<boolean> {
  const db = connection.db;
  if (!db) return false;
  const info = await db.admin().command({ buildInfo: 1 });
  return typeof info.ferretdbVersion === 'string';
}
