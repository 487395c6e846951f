/**
 * The archive: a gzip-compressed tar whose first entry names the format and its version, then
 * each collection's indexes and documents (canonical Extended JSON, one document a line, in
 * parts of a bounded size), then every object of the media bucket, and last the manifest with
 * the counts and a SHA-256 for every other entry.
 */
export const ARCHIVE_FORMAT = 'rawi-backup';
export const ARCHIVE_VERSION = 1;
export const HEADER_ENTRY = 'rawi-backup.json';
export const MANIFEST_ENTRY = 'manifest.json';

/** Every database of the site, in the order they are copied and restored. */
export const DATABASES = [
  'rawi_identity',
  'rawi_content',
  'rawi_projects',
  'rawi_media',
  'rawi_contact',
] as const;
export type DatabaseName = (typeof DATABASES)[number];

/** A documents part is closed once it holds this many bytes (memory held while writing is bounded by it). */
export const PART_BYTES = 4 * 1024 * 1024;

export const indexesEntry = (db: string, collection: string) => `databases/${db}/${collection}/indexes.json`;
export const documentsEntry = (db: string, collection: string, part: number) =>
  `databases/${db}/${collection}/${String(part).padStart(5, '0')}.ejsonl`;
export const objectEntry = (key: string) => `media/${key}`;

export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: number;
}

export interface PartRecord {
  path: string;
  bytes: number;
  sha256: string;
  /** Objects only: the content type MinIO served them with. */
  contentType?: string;
}

export interface CollectionRecord {
  name: string;
  documents: number;
  indexes: string;
  parts: string[];
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  /** How the copy was kept to one point in time. */
  consistency: {
    writesPaused: boolean;
    snapshotReads: boolean;
    /** Events still waiting for the relay when the copy was taken (restored as already sent). */
    pendingEvents: number;
  };
  databases: Array<{ name: string; collections: CollectionRecord[] }>;
  media: { bucket: string; objects: number; bytes: number };
  parts: PartRecord[];
}

/** Why an archive was refused; nothing has been written when this is thrown. */
export class ArchiveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveRefused';
  }
}
