import { z } from 'zod';
import { leadPayloadSchema } from '../../shared/domains/storefront/lead-payload';

/*
 * The lead answers, apart from content-schemas.ts: the legacy medium leads list reads these alone,
 * not the page and upload schemas and the pages family that module builds.
 */

/** `{lead}` */
export const leadResponse = z.object({ lead: leadPayloadSchema.omit({ medium: true }).meta({ id: 'Lead' }) });
/** `{leads}` with `meta.pagination`. */
export const listLeadsResponse = z.object({ leads: z.array(leadResponse.shape.lead) });
