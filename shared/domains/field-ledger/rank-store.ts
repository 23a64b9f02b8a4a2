import { transactWrite } from '../../platform/db/transact';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { toHundredths } from '../volume/volume-amount';
import { MAX_RANKS, rankEntity, rankSortKey, type Rank } from './rank-entity';

/** A rank as a request writes it: volumes as decimals, the leg rank by id. */
export interface RankInput {
  name: string;
  order: number;
  min_pv: number;
  min_gv: number;
  legs: number;
  leg_rank_id: number | null;
}

/** Every rank of a company, lowest order first (one Query: at most MAX_RANKS items). */
export async function listRanks(companyId: number): Promise<Rank[]> {
  const ranks = await rankEntity.queryAll(
    'primary',
    { company_id: companyId },
    { skPrefix: rankSortKey(), consistent: true },
  );
  return ranks.sort((a, b) => a.order - b.order || a.id - b.id);
}

export async function getRank(companyId: number, id: number): Promise<Rank> {
  const rank = await rankEntity.get({ company_id: companyId, id }, { consistent: true });
  if (!rank) throw new NotFound('Rank');
  return rank;
}

export async function createRank(companyId: number, input: RankInput, now = new Date()): Promise<Rank> {
  const ranks = await listRanks(companyId);
  if (ranks.length >= MAX_RANKS) throw new ValidationFailed({ rank: [`a company defines at most ${MAX_RANKS} ranks`] });
  const at = now.toISOString();
  const rank = {
    id: newNumericId(now.getTime()),
    company_id: companyId,
    ...stored(input),
    created_at: at,
    updated_at: at,
  };
  checkRank(rank, ranks);
  await transactWrite([rankEntity.create(rank)]);
  return rank;
}

export async function updateRank(
  companyId: number,
  id: number,
  changes: Partial<RankInput>,
  now = new Date(),
): Promise<Rank> {
  const before = await getRank(companyId, id);
  const after: Rank = {
    ...before,
    ...stored({ ...storedBack(before), ...changes }),
    updated_at: now.toISOString(),
  };
  checkRank(after, await listRanks(companyId));
  const { failedIndex } = await transactWrite([
    rankEntity.put(after, { condition: { expression: 'updated_at = :seen', values: { ':seen': before.updated_at } } }),
  ]);
  if (failedIndex !== undefined) throw new Conflict('The rank changed while it was being updated; retry');
  return after;
}

/** Deletes a rank no other rank names as its leg rank; periods already ranked keep its id. */
export async function deleteRank(companyId: number, id: number): Promise<Rank> {
  const rank = await getRank(companyId, id);
  const dependent = (await listRanks(companyId)).find((other) => other.leg_rank_id === id);
  if (dependent) throw new ValidationFailed({ rank: [`is the leg rank of ${dependent.name}`] });
  await transactWrite([rankEntity.delete(rank)]);
  return rank;
}

const stored = (input: RankInput) => ({
  name: input.name,
  order: input.order,
  min_pv: toHundredths(input.min_pv),
  min_gv: toHundredths(input.min_gv),
  legs: input.legs,
  leg_rank_id: input.legs === 0 ? null : input.leg_rank_id,
});

const storedBack = (rank: Rank): RankInput => ({
  name: rank.name,
  order: rank.order,
  min_pv: rank.min_pv / 100,
  min_gv: rank.min_gv / 100,
  legs: rank.legs,
  leg_rank_id: rank.leg_rank_id,
});

/** Orders are unique (they rank the ranks); legs name an existing rank below this one. */
function checkRank(rank: Rank, ranks: readonly Rank[]): void {
  const others = ranks.filter((other) => other.id !== rank.id);
  if (others.some((other) => other.order === rank.order))
    throw new ValidationFailed({ order: ['is taken by another rank'] });
  if (rank.legs > 0) {
    const legRank = others.find((other) => other.id === rank.leg_rank_id);
    if (!legRank) throw new ValidationFailed({ leg_rank_id: ['must name another rank of the company when legs > 0'] });
    if (legRank.order >= rank.order) throw new ValidationFailed({ leg_rank_id: ['must be a lower rank'] });
  }
  if (others.some((other) => other.leg_rank_id === rank.id && other.order <= rank.order))
    throw new ValidationFailed({ order: ['must stay below the ranks that count it as their leg rank'] });
}
