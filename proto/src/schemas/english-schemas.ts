/**
 * The schemas with English messages, as the services validate with them. A module of its own,
 * built when it is first imported: a browser page builds the set in its visitor's language
 * (`schemasFor`) when a form first needs it, and this one only where something uses it (the
 * contact screen's requester panel, through `apiSchemas`). Kept in schemas.ts, it was built as
 * the admin panel's code loaded, on every screen (and an Arabic screen built both sets).
 */
import { schemasFor, type Schemas } from './input-schemas.ts';

export const schemas: Schemas = schemasFor('en');
