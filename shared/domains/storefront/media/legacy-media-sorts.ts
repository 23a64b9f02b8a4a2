/**
 * Sort values of the legacy list (SPEC "Company media": `title_desc`, `created_at_desc` and
 * ascending forms). Apart from the list (legacy-media-list.ts) so the legacy media routes' query
 * schema does not bring the list's product rendering into every function that reads the routes.
 */
export const LEGACY_MEDIA_SORTS = ['created_at_desc', 'created_at_asc', 'title_asc', 'title_desc'] as const;
