import { startMemberImport } from '../../shared/domains/genealogy/start-member-import';
import { memberImportView } from '../../shared/domains/genealogy/member-import-entity';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createMemberImportV2025Route } from './create-member-import.route';

export const handler = defineHandler(createMemberImportV2025Route, async ({ body, principal }) => ({
  member_import: memberImportView(await startMemberImport(principal.companyId, body.members)),
}));
