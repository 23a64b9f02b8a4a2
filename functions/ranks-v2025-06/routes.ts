import type { RouteDefinition } from '../../shared/edge/http/route';
import { listRanksV2025Route } from './list-ranks.route';
import { createRankV2025Route } from './create-rank.route';
import { getRankV2025Route } from './get-rank.route';
import { updateRankV2025Route } from './update-rank.route';
import { deleteRankV2025Route } from './delete-rank.route';
import { getPeriodV2025Route } from './get-period.route';
import { closePeriodV2025Route } from './close-period.route';
import { exportLedgerV2025Route } from './export-ledger.route';

/** Ranks and volume periods of the field (docs/field.md). */
export const ranksV2025Routes: readonly RouteDefinition[] = [
  listRanksV2025Route,
  createRankV2025Route,
  getRankV2025Route,
  updateRankV2025Route,
  deleteRankV2025Route,
  getPeriodV2025Route,
  closePeriodV2025Route,
  exportLedgerV2025Route,
];
