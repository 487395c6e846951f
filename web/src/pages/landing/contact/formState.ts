/**
 * What the server puts into the landing page for its contact form when the browser runs no
 * JavaScript: a form token of its own (the kept page holds this placeholder, replaced in each
 * reply), and the outcome of the form post that led back to the page (?contact=sent|failed).
 */
export const FORM_TOKEN_PLACEHOLDER = '__RAWI_CONTACT_FORM_TOKEN__';
/** The SWR fallback key of a form post's outcome. */
export const FORM_OUTCOME_KEY = 'contact-form-outcome';
export const FORM_OUTCOMES = ['sent', 'failed'] as const;
export type FormOutcome = (typeof FORM_OUTCOMES)[number];

export const isFormOutcome = (value: unknown): value is FormOutcome =>
  (FORM_OUTCOMES as readonly unknown[]).includes(value);
