import { listPublicHandler } from '../../../shared/edge/storefront/handlers';
import { playlistsAsReferences } from '../../../shared/domains/storefront/families/playlists-as-references';

export const handler = listPublicHandler(playlistsAsReferences);
