/**
 * The check of a reply against proto's route table and reply schemas (yup). Its own module, so
 * the schemas load with the first call's reply rather than with the page's first script.
 */
export { replyProblem as replyShapeProblem } from '@rawi/proto';
