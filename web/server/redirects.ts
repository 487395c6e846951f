/**
 * What an address no page takes answers besides 404: 301 to where it moved (a project's former
 * slug, an editor's redirect) or 410 for a deleted or unpublished project, read through the
 * gateway, whose cache keeps the lookup until a redirect or project event drops it.
 */
import type { Logger } from '@rawi/kit/logger';
import type { Language, RedirectLookup } from '@rawi/proto';
import type { PublicApi } from './publicApi.ts';

/**
 * A 301 may be kept a short while only: an editor may point the address elsewhere or change a
 * slug back, and a browser would otherwise keep following the old answer.
 */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=300';

/**
 * The lookup's answer for a page that would be 404 (none when the lookup fails: the 404 page
 * stands, and the failure is logged). A redirect's visitor is counted without the reply waiting
 * for it.
 */
export async function redirectAnswer(
  api: Pick<PublicApi, 'redirectFor' | 'countRedirectHit'> | undefined,
  path: string,
  language: Language,
  logger: Pick<Logger, 'warn'>,
): Promise<RedirectLookup> {
  if (!api) return { outcome: 'none' };
  let answer: RedirectLookup;
  try {
    answer = await api.redirectFor(path, language);
  } catch (error) {
    logger.warn({ path, err: error }, 'redirect lookup failed');
    return { outcome: 'none' };
  }
  const { id } = answer;
  if (answer.outcome === 'moved' && id) {
    api.countRedirectHit(id).catch((error: unknown) => {
      logger.warn({ id, err: error }, 'redirect hit not counted');
    });
  }
  return answer;
}
