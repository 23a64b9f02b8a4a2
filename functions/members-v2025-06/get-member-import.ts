import { memberImportView } from '../../shared/domains/genealogy/member-import-entity';
import { getMemberImport } from '../../shared/domains/genealogy/member-import-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getMemberImportV2025Route } from './get-member-import.route';

export const handler = defineHandler(getMemberImportV2025Route, async ({ params, principal }) => ({
  member_import: memberImportView(await getMemberImport(principal.companyId, params.import_id)),
}));
