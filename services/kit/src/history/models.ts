/** Where the history is stored: every version, and each item's head record listing its versions. */
import mongoose from 'mongoose';
import type { Version } from '@rawi/proto';

const versionSchema = new mongoose.Schema(
  {
    /** The item's key, e.g. `content:hero:en` or `project:<id>`. */
    item: { type: String, required: true },
    data: { type: mongoose.Schema.Types.Mixed, required: true },
    author: { type: mongoose.Schema.Types.Mixed, default: null },
    reason: { type: String, required: true, enum: ['save', 'restore', 'delete'] },
    savedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, collection: 'versions' },
);
// No secondary index: versions are read by _id, through their item's head record.

export type VersionRecord = mongoose.InferSchemaType<typeof versionSchema> & { _id: mongoose.Types.ObjectId };

export const VersionModel =
  (mongoose.models.Version as mongoose.Model<mongoose.InferSchemaType<typeof versionSchema>>) ??
  mongoose.model('Version', versionSchema);

export interface HeadEntry {
  id: mongoose.Types.ObjectId;
  reason: Version['reason'];
  savedAt: Date;
}

/** One item's versions, oldest first, and where its deletion is listed while it is deleted. */
export interface HeadRecord {
  _id: string;
  versions: HeadEntry[];
  /** How many versions the list holds (compared with the count kept without reading the list). */
  count: number;
  /** The page of 'Recently deleted' listing the item, while its newest version is a deletion. */
  deletedOn?: number;
}

const headSchema = new mongoose.Schema<HeadRecord>(
  {
    _id: { type: String, required: true },
    versions: {
      type: [
        {
          _id: false,
          id: { type: mongoose.Schema.Types.ObjectId, required: true },
          reason: { type: String, required: true },
          savedAt: { type: Date, required: true },
        },
      ],
      default: [],
    },
    count: { type: Number, required: true, default: 0 },
    deletedOn: { type: Number },
  },
  { versionKey: false, collection: 'version_heads' },
);

export const VersionHeadModel =
  (mongoose.models.VersionHead as mongoose.Model<HeadRecord>) ??
  mongoose.model<HeadRecord>('VersionHead', headSchema);

/** `project:` for `project:<id>`: the kind of item, which 'Recently deleted' lists by. */
export const prefixOf = (item: string) => item.slice(0, item.indexOf(':') + 1);
