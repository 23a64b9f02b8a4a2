import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { fromHundredths } from '../volume/volume-amount';
import { volumeTotalsKey } from './ledger-entities';

/** A member's volume in a period: personal (PV) and group (GV) CV and QV. */
export interface VolumeTotals {
  period: string;
  member_id: string;
  pv: { cv: number; qv: number };
  gv: { cv: number; qv: number };
}

/** A member's totals for a period: one GetItem, whatever the size of its team (zero when nothing was credited). */
export async function readVolumeTotals(companyId: number, memberId: number, period: string): Promise<VolumeTotals> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: volumeTotalsKey(companyId, period, memberId), ConsistentRead: true }),
  );
  const amount = (name: string) => fromHundredths(Number(Item?.[name] ?? 0));
  return {
    period,
    member_id: String(memberId),
    pv: { cv: amount('pv_cv'), qv: amount('pv_qv') },
    gv: { cv: amount('gv_cv'), qv: amount('gv_qv') },
  };
}
