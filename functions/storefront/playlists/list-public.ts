import { listPublicHandler } from '../../../shared/edge/storefront/handlers';
import { playlists } from '../../../shared/domains/storefront/families/playlists';

export const handler = listPublicHandler(playlists);
