import { listCompanyHandler } from '../../../shared/edge/storefront/handlers';
import { playlists } from '../../../shared/domains/storefront/families/playlists';

export const handler = listCompanyHandler(playlists);
