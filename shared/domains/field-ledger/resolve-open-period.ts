import { volumePeriodEntity } from './volume-period-entity';

/** How many closed months in a row are looked past (a company closes each month, so rarely more than 1). */
const MAX_CLOSED_RUN = 36;

/** The month after a period: `2026-12` → `2027-01`. */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The period volume of `period` is posted to: itself while open, else the first open period after it (one GetItem per closed month). */
export async function resolveOpenPeriod(companyId: number, period: string): Promise<string> {
  let candidate = period;
  for (let step = 0; step < MAX_CLOSED_RUN; step++) {
    const closed = await volumePeriodEntity.get({ company_id: companyId, period: candidate }, { consistent: true });
    if (!closed) return candidate;
    candidate = nextPeriod(candidate);
  }
  throw new Error(`More than ${MAX_CLOSED_RUN} closed periods in a row after ${period}`);
}

/** The transaction check an entry makes: its period has not been closed since it was resolved. */
export function periodOpenCheck(companyId: number, period: string) {
  return volumePeriodEntity.check({ company_id: companyId, period }, { expression: 'attribute_not_exists(pk)' });
}
