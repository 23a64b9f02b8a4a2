import type { RouteDefinition } from '../../shared/edge/http/route';
import { listMembersV2025Route } from './list-members.route';
import { createMemberV2025Route } from './create-member.route';
import { findMemberV2025Route } from './find-member.route';
import { getMemberV2025Route } from './get-member.route';
import { updateMemberV2025Route } from './update-member.route';
import { setMemberTypeV2025Route } from './set-member-type.route';
import { getGenealogyV2025Route } from './get-genealogy.route';
import { listDownlineV2025Route } from './list-downline.route';
import { listUplineV2025Route } from './list-upline.route';
import { listSponsorChangesV2025Route } from './list-sponsor-changes.route';
import { getTreeJobV2025Route } from './get-tree-job.route';
import { createMemberImportV2025Route } from './create-member-import.route';
import { getMemberImportV2025Route } from './get-member-import.route';
import { getVolumeV2025Route } from './get-volume.route';

/** The members v2025-06 surface and the sponsor tree (docs/field.md). */
export const membersV2025Routes: readonly RouteDefinition[] = [
  listMembersV2025Route,
  createMemberV2025Route,
  findMemberV2025Route,
  getMemberV2025Route,
  updateMemberV2025Route,
  setMemberTypeV2025Route,
  getGenealogyV2025Route,
  listDownlineV2025Route,
  listUplineV2025Route,
  listSponsorChangesV2025Route,
  getTreeJobV2025Route,
  createMemberImportV2025Route,
  getMemberImportV2025Route,
  getVolumeV2025Route,
];
