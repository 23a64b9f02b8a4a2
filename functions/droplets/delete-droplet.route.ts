import { defineRoute } from '../../shared/edge/http/route';
import { dropletParams } from './schemas';
import { auth } from './route-common';
import { z } from 'zod';

const deletedDropletResponse = z.object({ droplet: z.object({ uuid: z.string() }) });

/** DELETE /api/droplets/{uuid}: deletes a droplet no company has installed. */
export const deleteDropletRoute = defineRoute({
  id: 'deleteDroplet',
  method: 'DELETE',
  path: '/api/droplets/{uuid}',
  handler: 'droplets/delete-droplet',
  surface: 'admin',
  auth,
  summary: 'Delete a droplet',
  description:
    'The owner or a root admin deletes the droplet: it leaves the marketplace and its lifecycle secret stops signing. ' +
    "Refused with **409** while any company has it installed (uninstalling is the merchant's decision; set `active: false` to stop other companies' new installs meanwhile; the owner company can still install its own droplet in any state, for testing). " +
    "Another company's droplet answers 404. Answers the deleted droplet's `uuid`.",
  request: { params: dropletParams },
  response: { status: 200, body: deletedDropletResponse },
  errors: ['conflict'],
});
