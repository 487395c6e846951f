import mongoose from 'mongoose';
import type { Logger } from '../logger.ts';
import { backendNeedsWriteLocks, serialiseDocumentWrites } from './document-lock.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Connects the default mongoose connection, retrying with backoff while the database starts. */
export async function connectMongo(url: string, logger: Logger, attempts = 30): Promise<typeof mongoose> {
  mongoose.set('strictQuery', true);
  mongoose.set('sanitizeFilter', true);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await mongoose.connect(url, { serverSelectionTimeoutMS: 3000, maxPoolSize: 20 });
      const serialised = await backendNeedsWriteLocks(mongoose.connection);
      serialiseDocumentWrites(serialised);
      // On FerretDB one replica per service is supported: the serialisation is per process.
      logger.info({ db: mongoose.connection.name, writesSerialised: serialised }, 'connected to MongoDB');
      return mongoose;
    } catch (error) {
      if (attempt >= attempts) throw error;
      logger.warn({ attempt, err: (error as Error).message }, 'MongoDB not reachable yet, retrying');
      await sleep(Math.min(250 * 2 ** attempt, 5000));
    }
  }
}

export const isMongoReady = () => mongoose.connection.readyState === 1;

export async function disconnectMongo(): Promise<void> {
  await mongoose.disconnect();
}
