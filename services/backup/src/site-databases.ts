/**
 * The five databases, each reached with its own URL (the chart gives each service a user that
 * may touch its own database only; the backup uses the same ones) or all with one URL.
 */
import mongoose from 'mongoose';
import { DATABASES, type DatabaseName } from './archive/format.ts';

type MongoClient = mongoose.mongo.MongoClient;
type Db = mongoose.mongo.Db;
type ClientSession = mongoose.mongo.ClientSession;

export interface SiteDatabases {
  db(name: DatabaseName): Db;
  /** The snapshot session a database is read through (replica sets), when one was started. */
  session(name: DatabaseName): ClientSession | undefined;
  /** Starts snapshot reads where the server is a replica set or a sharded cluster; false on FerretDB. */
  startSnapshots(): Promise<boolean>;
  close(): Promise<void>;
}

export async function connectSiteDatabases(urls: Record<DatabaseName, string>): Promise<SiteDatabases> {
  const clients = new Map<string, MongoClient>();
  try {
    for (const url of new Set(Object.values(urls)))
      clients.set(url, await new mongoose.mongo.MongoClient(url).connect());
  } catch (error) {
    await Promise.all([...clients.values()].map((c) => c.close()));
    throw error;
  }
  const clientOf = (name: DatabaseName) => clients.get(urls[name])!;
  const sessions = new Map<MongoClient, ClientSession>();
  return {
    db: (name) => clientOf(name).db(name),
    session: (name) => sessions.get(clientOf(name)),
    async startSnapshots() {
      for (const [url, client] of clients) {
        const name = DATABASES.find((db) => urls[db] === url)!;
        const hello = await client.db(name).command({ hello: 1 });
        if (typeof hello.setName !== 'string' && hello.msg !== 'isdbgrid') return false;
      }
      for (const client of clients.values()) sessions.set(client, client.startSession({ snapshot: true }));
      return true;
    },
    async close() {
      for (const session of sessions.values()) await session.endSession();
      await Promise.all([...clients.values()].map((c) => c.close()));
    },
  };
}
