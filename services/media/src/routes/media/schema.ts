import * as yup from 'yup';
import { UPLOAD_KINDS, type UploadKind } from '@rawi/proto';

const KIND_INVALID = `Kind must be ${UPLOAD_KINDS.join(' or ')}`;

/** `POST /api/media/upload?kind=content`: the content page also accepts videos. */
export const uploadQuery = yup.object({
  kind: yup.string().typeError(KIND_INVALID).oneOf(UPLOAD_KINDS, KIND_INVALID).default('media'),
});

export interface UploadQuery {
  kind: UploadKind;
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;
/** Ids are MongoDB ObjectIds; anything else names no file (404, not a validation error). */
export const isMediaId = (value: string) => OBJECT_ID.test(value);
