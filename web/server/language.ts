/**
 * The visitor's language for a page: ?lang= chooses explicitly; otherwise the `rawi-language`
 * cookie the app writes; otherwise English. One rule with the gateway's page cache (proto).
 */
export { LANGUAGE_COOKIE, requestLanguage } from '@rawi/proto';
