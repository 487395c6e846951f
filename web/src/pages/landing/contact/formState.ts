/**
 * What the server puts into the landing page for its contact form when the browser runs no
 * JavaScript: the outcome of the form post that led back to the page (?contact=sent|failed).
 * The page holds no form token (it is the same for every visitor): the form with JavaScript
 * fetches one when it is about to be used; the form post without one is the contact service's
 * stricter path for visitors without JavaScript.
 */
/** The SWR fallback key of a form post's outcome. */
export const FORM_OUTCOME_KEY = 'contact-form-outcome';
export const FORM_OUTCOMES = ['sent', 'failed'] as const;
export type FormOutcome = (typeof FORM_OUTCOMES)[number];

export const isFormOutcome = (value: unknown): value is FormOutcome =>
  (FORM_OUTCOMES as readonly unknown[]).includes(value);
