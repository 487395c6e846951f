/**
 * Receives the multipart field `file` with formidable, which streams it to a temporary file in
 * small chunks and stops at the size limit. A temporary file (rather than piping the part
 * straight to MinIO) gives what the checks need before anything is stored: the exact size,
 * which a single streamed PUT needs as its Content-Length, and the first bytes for the type
 * check, so a refused upload never touches the bucket and there is no half-written object to
 * abort. Memory stays at formidable's chunk size whatever the file.
 */
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename } from 'node:path';
import type { Context } from 'koa';
import formidable, { errors as formidableErrors } from 'formidable';
import { MAX_UPLOAD_BYTES } from '@rawi/proto';
import { errors } from '@rawi/kit';

export const FILE_FIELD = 'file';
export const FILE_TOO_LARGE = 'File size too large';
/** Room for the multipart boundaries, part headers and a long file name around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface ReceivedFile {
  path: string;
  size: number;
  originalName: string;
}

interface FormidableFailure {
  code: number;
  httpCode?: number;
}

const isFormidableFailure = (error: unknown): error is FormidableFailure =>
  error instanceof formidableErrors.default;

function translate(error: FormidableFailure) {
  switch (error.code) {
    case formidableErrors.biggerThanMaxFileSize:
    case formidableErrors.biggerThanTotalMaxFileSize:
      return errors.tooLarge(FILE_TOO_LARGE);
    case formidableErrors.noEmptyFiles:
    case formidableErrors.smallerThanMinFileSize:
      return errors.badRequest('The file is empty');
    case formidableErrors.maxFieldsExceeded:
    case formidableErrors.maxFieldsSizeExceeded:
      return errors.badRequest('Too many form fields');
    case formidableErrors.aborted:
      return errors.badRequest('The upload was interrupted');
    default:
      return error.httpCode !== undefined && error.httpCode >= 400 && error.httpCode < 500
        ? errors.badRequest('Malformed multipart body')
        : undefined;
  }
}

/** A name to show in the library: no path, no control characters, at most 255 characters. */
export function cleanOriginalName(name: string | null | undefined): string {
  const cleaned = basename((name ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return cleaned || 'upload';
}

/** Refuses before reading when the declared body is plainly too large or not multipart. */
export function checkUploadRequest(ctx: Context): void {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
    // Closing spares reading megabytes we are going to throw away.
    ctx.set('Connection', 'close');
    throw errors.tooLarge(FILE_TOO_LARGE);
  }
  if (!ctx.is('multipart/form-data')) {
    throw errors.unsupportedMediaType(`Send the file as multipart/form-data in the field "${FILE_FIELD}"`);
  }
}

/**
 * Parses the request into at most one temporary file. The caller must call `discard()`
 * when done with it; a failed parse leaves nothing behind (formidable removes its files).
 */
export async function receiveUpload(
  ctx: Context,
  uploadDir = tmpdir(),
): Promise<{ file: ReceivedFile; discard(): Promise<void> }> {
  // formidable's own maxFiles check fires after it has opened the extra file and leaks it on
  // disk, so extra files are counted here and skipped before anything is written.
  let fileParts = 0;
  const form = formidable({
    uploadDir,
    maxFileSize: MAX_UPLOAD_BYTES,
    maxTotalFileSize: MAX_UPLOAD_BYTES,
    maxFields: 10,
    maxFieldsSize: 16 * 1024,
    allowEmptyFiles: false,
    minFileSize: 1,
    // Only the first file in the field `file` is written; any other file part is skipped.
    filter: (part) => part.name === FILE_FIELD && ++fileParts === 1,
  });
  let files: formidable.Files;
  try {
    [, files] = await form.parse(ctx.req);
  } catch (error) {
    const known = isFormidableFailure(error) ? translate(error) : undefined;
    if (known) {
      if (known.status === 413) ctx.set('Connection', 'close');
      throw known;
    }
    throw error;
  }
  const file = files[FILE_FIELD]?.[0];
  if (file && fileParts > 1) {
    await rm(file.filepath, { force: true });
    throw errors.badRequest(`Send one file in the field "${FILE_FIELD}"`);
  }
  if (!file) throw errors.badRequest(`No file: send it in the multipart field "${FILE_FIELD}"`);
  return {
    file: { path: file.filepath, size: file.size, originalName: cleanOriginalName(file.originalFilename) },
    discard: () => rm(file.filepath, { force: true }),
  };
}
