/**
 * Data migrations, each run once per database. A service lists its migrations by version, in
 * order; the `migrations` collection records each one that has run, so a later start-up skips
 * it and only a migration added since runs. Two replicas starting together may both run one
 * not recorded yet, so a migration must leave already migrated data as it is. A migration that
 * fails is not recorded: the start-up stops, and the next one tries it again.
 */
import mongoose from 'mongoose';
import type { Logger } from '../logger.ts';

export interface Migration {
  /** Its place in the service's list: recorded once it has run, never reused for another. */
  version: number;
  /** What it does, for the record and the log. */
  name: string;
  /** Brings the stored data to the new form; what it answers (counts) is logged. */
  run(): Promise<unknown>;
}

const migrationSchema = new mongoose.Schema(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true },
    ranAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const MigrationRecordModel =
  (mongoose.models.MigrationRecord as mongoose.Model<mongoose.InferSchemaType<typeof migrationSchema>>) ??
  mongoose.model('MigrationRecord', migrationSchema, 'migrations');

/** Runs, in order, the migrations this database has not run yet; answers their versions. */
export async function runMigrations(migrations: readonly Migration[], logger: Logger): Promise<number[]> {
  migrations.forEach(({ version }, index) => {
    const before = migrations[index - 1]?.version ?? 0;
    if (!Number.isInteger(version) || version <= before)
      throw new Error(`Migration versions must be whole numbers that only rise: ${version} after ${before}`);
  });
  const done = new Set((await MigrationRecordModel.find({}, { _id: 1 }).lean()).map(({ _id }) => _id));
  const ran: number[] = [];
  for (const migration of migrations) {
    const { version, name } = migration;
    if (done.has(version)) continue;
    const result = await migration.run();
    await MigrationRecordModel.updateOne(
      { _id: version },
      { $setOnInsert: { name, ranAt: new Date() } },
      { upsert: true },
    );
    logger.info({ migration: version, name, result }, 'migration ran');
    ran.push(version);
  }
  return ran;
}
