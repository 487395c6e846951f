import { apiHandlers, expectedRevision, type OutboxRelay } from '@rawi/kit';
import { SubmissionModel } from '../../models/submission.ts';
import { presentSubmission } from '../../presenters/submission.ts';
import { submissionsCsv } from '../../presenters/submissions-csv.ts';
import { deleteSubmission, updateSubmission } from '../../commands/change-submission.ts';
import { eraseRequester } from '../../commands/erase-requester.ts';
import { requesterData } from '../../queries/requester-data.ts';
import { submissionFilter, type SubmissionFilters } from '../../search/submission-filter.ts';

export interface SubmissionRouteDeps {
  relay?: OutboxRelay | undefined;
}

const listOf = async (filters: SubmissionFilters) =>
  (await SubmissionModel.find(submissionFilter(filters)).sort({ createdAt: -1, _id: -1 }).lean()).map(
    presentSubmission,
  );

/** Staff handling of contact submissions (admin). */
export function submissionHandlers({ relay }: SubmissionRouteDeps) {
  return apiHandlers('contact', {
    'GET /api/contact-submissions': async (ctx) => {
      ctx.body = await listOf(ctx.input);
    },

    'GET /api/contact-submissions.csv': async (ctx) => {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.attachment(`contact-submissions-${new Date().toISOString().slice(0, 10)}.csv`);
      ctx.body = submissionsCsv(await listOf(ctx.input));
    },

    'GET /api/contact-submissions/by-email/{email}': async (ctx) => {
      ctx.body = await requesterData(ctx.input.email);
    },

    'DELETE /api/contact-submissions/by-email/{email}': async (ctx) => {
      ctx.body = await eraseRequester(ctx.input.email, relay);
    },

    'PUT /api/contact-submissions/{id}': async (ctx) => {
      ctx.body = await updateSubmission(
        ctx.params.id,
        ctx.input,
        relay,
        expectedRevision(ctx.get('if-match') || undefined),
      );
    },

    'DELETE /api/contact-submissions/{id}': async (ctx) => {
      await deleteSubmission(ctx.params.id, relay);
    },
  });
}
