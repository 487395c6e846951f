/**
 * What the media route tests share: the service with its own bucket and database and the media
 * events collected, started for the test file that calls useMediaApi; after every test no
 * received file may be left behind. `server` and `events` are live bindings, set in beforeAll.
 */
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { SUBJECTS, type ErrorBody, type MediaFile } from '@rawi/proto';
import { createTokenVerifier } from '@rawi/kit';
import {
  checkedFetch,
  freePort,
  startTestServer,
  testInfra,
  testLogger,
  useServiceUnderTest,
  type EventCollector,
} from '@rawi/kit/testing';
import { createApp } from '../app.ts';
import { MediaFileModel } from '../models/media-file.ts';
import { adminHeaders, getTestServer, testBucket, type MediaTestServer } from './support.ts';

export let server: MediaTestServer;
export let events: EventCollector;

/** Starts the service on the database `name` before the file's tests; each test starts empty. */
export function useMediaApi(name: string): void {
  const underTest = useServiceUnderTest(() => getTestServer(name), {
    events: [SUBJECTS.mediaUploaded, SUBJECTS.mediaUpdated, SUBJECTS.mediaDeleted],
    beforeEach: (started) => started.reset(),
  });
  beforeAll(() => {
    ({ server, events } = underTest);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    // No request may leave a received file behind, whatever its outcome.
    await expect.poll(() => server.leftovers()).toEqual([]);
  });
}

export const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;
export const list = async () =>
  (await (await checkedFetch(`${server.url}/api/media`, { headers: adminHeaders() })).json()) as MediaFile[];

export async function expectNothingStored() {
  expect(await MediaFileModel.countDocuments()).toBe(0);
  expect(await server.objects()).toEqual([]);
}

/** The media service on the test database and bucket name, with its MinIO unreachable. */
export async function startWithStorageDown() {
  const deadBucket = testBucket(server.bucket.name, `http://127.0.0.1:${await freePort()}`);
  return startTestServer(
    createApp({
      logger: testLogger,
      verifyToken: createTokenVerifier(testInfra().jwt.publicKey),
      bucket: deadBucket,
      uploadDir: server.uploadDir,
    }),
  );
}
