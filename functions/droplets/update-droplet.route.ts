import { defineRoute } from '../../shared/edge/http/route';
import { dropletFields, dropletParams, updatedDropletSchema } from './schemas';
import { ROOT_RULE, auth } from './route-common';
import { z } from 'zod';

/** Body of PUT /api/droplets/{uuid}. */
const updateDropletBody = z.object({ droplet: z.object(dropletFields).partial() });

const updatedDropletResponse = z.object({ droplet: updatedDropletSchema });

/** PUT /api/droplets/{uuid}: SPEC "Endpoints → Droplets". */
export const updateDropletRoute = defineRoute({
  id: 'updateDroplet',
  method: 'PUT',
  path: '/api/droplets/{uuid}',
  handler: 'droplets/update-droplet',
  surface: 'admin',
  auth,
  summary: 'Update a droplet',
  description:
    'Every field of `droplet` is optional; only the fields sent change. In `settings`, each field sent replaces the stored one (a page is replaced whole) and `settings: null` clears them. ' +
    `${ROOT_RULE} Another company's droplet answers 404, except for root admins, who may update any droplet. A concurrent update answers 409.`,
  request: { params: dropletParams, body: updateDropletBody },
  response: { status: 200, body: updatedDropletResponse },
  errors: ['conflict'],
  // Sending extension_zip_url downloads and validates the package (up to 7 s: 2 s connect, 5 s in all) before the write.
  timeoutSeconds: 15,
});
