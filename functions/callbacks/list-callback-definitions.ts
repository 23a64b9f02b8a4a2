import { callbackDefinitions, presentCallbackDefinition } from '../../shared/domains/callbacks/callback-definitions';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { listCallbackDefinitionsRoute } from './list-callback-definitions.route';

export const handler = defineHandler(listCallbackDefinitionsRoute, async () => ({
  callback_definitions: Object.values(callbackDefinitions).map(presentCallbackDefinition),
}));
