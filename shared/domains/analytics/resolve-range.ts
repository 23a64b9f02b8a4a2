import { presetRange, type DashboardRange } from './dashboard-range';

/** The days and country a validated dashboard query reads. */
export function resolveRange(query: {
  range: 'today' | 'month' | 'custom';
  from?: string;
  to?: string;
  country?: string;
}): DashboardRange {
  const days = query.range === 'custom' ? { from: query.from!, to: query.to! } : presetRange(query.range);
  return { ...days, ...(query.country ? { country: query.country } : {}) };
}
