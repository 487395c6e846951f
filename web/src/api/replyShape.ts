/**
 * The check of a reply against what its call answers (proto's reply schemas, yup). Its own
 * module, so the schemas load with the first call's reply rather than with the page's first
 * script; and over the route table cut down to the calls' replies at build time, so the table's
 * input schemas stay out of it (vite/replyRoutesPlugin.ts).
 */
import { replyChecker } from '@rawi/proto';
import { replyRoutes } from 'virtual:rawi-reply-routes';

export const replyShapeProblem = replyChecker(replyRoutes).problem;
