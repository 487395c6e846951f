/**
 * Inputs of calls that no screen's form shares (queries, the reset link's body): the server's
 * English messages. The services validate with these and the OpenAPI document describes them.
 * Query and path values are always text, so their numbers are cast from it (yup's default);
 * bodies are typed strictly, as in schemas.ts.
 */
import * as yup from 'yup';
import {
  ACTIVITY_KINDS,
  ACTIVITY_MAX_PAGE_SIZE,
  ACTIVITY_PAGE_SIZE,
  SUBMISSION_PRIORITIES,
  SUBMISSION_STATUSES,
  UPLOAD_KINDS,
} from '../constants.ts';
import { schemas } from './english-schemas.ts';
import { dateTimeText } from '../text/date-time.ts';
import { record, strictString } from './strict-yup.ts';

export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';
const KIND_INVALID = `Kind must be ${UPLOAD_KINDS.join(' or ')}`;

/** A day (`YYYY-MM-DD`) or an ISO time that exists on the calendar and the clock. */
const isoDate = (label: string) =>
  dateTimeText('dateOrDateTime', `${label} must be a date (YYYY-MM-DD or an ISO time)`).optional();

export const apiSchemas = {
  /** Consuming a mailed reset link: the token plus the new password (the shared rule and message). */
  resetPasswordWithToken: schemas.resetPassword.shape({
    token: strictString()
      .typeError(INVALID_RESET_TOKEN)
      .required(INVALID_RESET_TOKEN)
      .max(200, INVALID_RESET_TOKEN),
  }),
  /** The activity list's filters: who, what kind, from and to (inclusive days), and paging back in time. */
  activityQuery: record({
    actor: yup.string().optional().max(100, 'actor is too long'),
    kind: yup
      .string()
      .optional()
      .oneOf([...ACTIVITY_KINDS], `kind must be one of ${ACTIVITY_KINDS.join(', ')}`),
    from: isoDate('from'),
    to: isoDate('to'),
    before: isoDate('before'),
    limit: yup
      .number()
      .typeError('limit must be a number')
      .integer('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(ACTIVITY_MAX_PAGE_SIZE, `limit must be at most ${ACTIVITY_MAX_PAGE_SIZE}`)
      .default(ACTIVITY_PAGE_SIZE),
  }),
  /**
   * The contact list's (and its CSV's) filters: status, priority, from and to (inclusive days of
   * createdAt), and `q`, words found in the name, email, company or message (Arabic letters
   * matched without diacritics and alef, hamza, taa marbuta and alef maqsura variants).
   */
  submissionsQuery: record({
    status: yup
      .string()
      .optional()
      .oneOf([...SUBMISSION_STATUSES], `status must be one of ${SUBMISSION_STATUSES.join(', ')}`),
    priority: yup
      .string()
      .optional()
      .oneOf([...SUBMISSION_PRIORITIES], `priority must be one of ${SUBMISSION_PRIORITIES.join(', ')}`),
    from: isoDate('from'),
    to: isoDate('to'),
    q: yup.string().optional().trim().max(200, 'q is too long'),
  }),
  /** A sender's address in the path of the access and erasure calls. */
  requesterParams: record({
    email: yup
      .string()
      .trim()
      .lowercase()
      .required('Please enter a valid email address')
      .max(254, 'Please enter a valid email address')
      .email('Please enter a valid email address'),
  }),
  /** `?kind=media|content` of an upload. */
  uploadQuery: record({
    kind: yup.string().typeError(KIND_INVALID).oneOf(UPLOAD_KINDS, KIND_INVALID).default('media'),
  }),
  /** `?language=en|ar`, optional: the same rule and message as the project's own language. */
  languageQuery: schemas.project.pick(['language']).partial(),
  /**
   * A project by slug: in `language` (English when left out); with `anyLanguage=true`, in another
   * language where `language` has no project of that slug (the reply's `language` says which).
   */
  slugQuery: schemas.project
    .pick(['language'])
    .partial()
    .shape({
      anyLanguage: yup
        .boolean()
        .typeError('anyLanguage must be true or false')
        .optional()
        .meta({ description: 'Also look in the other language when this one has no such slug' }),
    }),
  /** Which redirect answers an address nobody's page takes: the path and the visitor's language. */
  redirectLookupQuery: schemas.redirect.pick(['language', 'from']),
};
