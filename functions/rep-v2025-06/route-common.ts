// What the rep's own routes share: a member session, and the base of the rep's own data.

export const memberSession = { kind: 'member' } as const;
export const REP_BASE = '/api/v2025-06/me';
