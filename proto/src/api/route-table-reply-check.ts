/**
 * Whether a reply is what its call answers, by the route table: the web client checks the replies
 * it reads this way (over the table cut down to its replies, reply-checker.ts); the test client
 * checks every reply, and refuses keys the schema does not name too, so a field that drifts into
 * a reply fails a test rather than surprising a reader.
 */
import { API_ROUTES } from './routes.ts';
import { replyChecker } from './reply-checker.ts';

const tableCheck = replyChecker(API_ROUTES);

/** Why a reply is not what the call answers, or undefined when it is (or no schema says). */
export const replyProblem = tableCheck.problem;

/** The schema a reply of this status to this call must match: the entry's on success, the error body on an error. */
export const replySchemaFor = tableCheck.schemaFor;
