import type { Middleware } from 'koa';
import * as yup from 'yup';
import { LANGUAGES, type Language } from '@rawi/proto';
import { AppError } from '@rawi/kit';

/** Whether the request is the page's own form post (the browser ran no JavaScript). */
export const isFormPost = (ctx: Parameters<Middleware>[0]) =>
  ctx.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/** Where the page shows the outcome of a form post: the landing page's contact section. */
export function formPostOutcome(language: Language, outcome: 'sent' | 'failed'): string {
  return `/?lang=${language}&contact=${outcome}#contact`;
}

/**
 * The server-rendered form posts here without JavaScript: it is answered 303 to the landing
 * page, which shows the success or failure text, instead of JSON. Bad input and the rate limit
 * are a failure there; anything unexpected still reaches the error handler.
 */
export function formPostReply(): Middleware {
  return async (ctx, next) => {
    if (!isFormPost(ctx)) return next();
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const language: Language = (LANGUAGES as readonly unknown[]).includes(body.lang)
      ? (body.lang as Language)
      : 'en';
    let outcome: 'sent' | 'failed' = 'sent';
    try {
      await next();
    } catch (error) {
      const refused =
        (error instanceof AppError && error.status < 500) || error instanceof yup.ValidationError;
      if (!refused) throw error;
      outcome = 'failed';
    }
    ctx.redirect(formPostOutcome(language, outcome));
    ctx.status = 303;
  };
}
