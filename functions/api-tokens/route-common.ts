// What the api-tokens route modules share.

export const permission = 'tokens.manage' as const;
