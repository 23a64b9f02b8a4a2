import { storefrontHandlers } from '../../../shared/storefront/engine/handlers';
import { playlists } from '../../../shared/storefront/families/playlists';

export const handler = storefrontHandlers(playlists).create;
