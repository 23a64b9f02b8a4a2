import { defineRoute } from '../../shared/edge/http/route';
import { dropletFields, updatedDropletSchema } from './schemas';
import { ROOT_RULE, auth } from './route-common';
import { z } from 'zod';

/** Body of POST /api/droplets: as the update, with `name` required. */
const createDropletBody = z.object({ droplet: z.object(dropletFields).partial().required({ name: true }) });

const createdDropletResponse = z.object({
  droplet: updatedDropletSchema,
  lifecycle_secret: z
    .string()
    .describe('Signs lifecycle deliveries and session tokens. Shown only in this response: store it now'),
});

/** POST /api/droplets: registers a droplet owned by the caller's company. */
export const createDropletRoute = defineRoute({
  id: 'createDroplet',
  method: 'POST',
  path: '/api/droplets',
  handler: 'droplets/create-droplet',
  surface: 'admin',
  auth,
  summary: 'Create a droplet',
  description:
    'Creates an inactive, private droplet (unless the body says otherwise) and its lifecycle secret (`lifecycle_secret`, `dls_…`), which signs ' +
    '`droplet.installed`/`droplet.uninstalled` deliveries and the session tokens of its embedded pages. The secret is shown only in this response. ' +
    `URLs follow the webhook target rules (absolute https URL of a publicly reachable host). ${ROOT_RULE} A root admin may create a droplet for another company with \`company_id\`.`,
  request: { body: createDropletBody },
  response: { status: 201, body: createdDropletResponse },
  errors: ['conflict'],
  // Sending extension_zip_url downloads and validates the package (up to 7 s: 2 s connect, 5 s in all) before the write.
  timeoutSeconds: 15,
});
