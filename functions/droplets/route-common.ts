// What the droplets route modules share.

export const auth = { kind: 'bearer', permission: 'droplets.manage' } as const;

export const ROOT_RULE =
  'Only root admins may send `publicly_available` or `company_id`: anyone else sending either answers **401** `{message}` (SPEC rule; other permission failures answer 403).';
