import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';
import { companyPartition } from '../company/company-entity';
import { sortableId } from '../../platform/ids';
import { permissions } from './permissions';
import { tokenKinds, type TokenKind } from './token-kinds';

/** Kinds the tokens API lists, shows and revokes; sessions and installation tokens have their own lifecycles. */
export const listedTokenKinds = ['company', 'partner', 'public', 'root_admin'] as const satisfies readonly TokenKind[];

export type ListedTokenKind = (typeof listedTokenKinds)[number];

/** Tells whether the tokens API manages tokens of this kind. */
export function isListedTokenKind(kind: TokenKind): kind is ListedTokenKind {
  return (listedTokenKinds as readonly TokenKind[]).includes(kind);
}

/**
 * A bearer credential. The item is keyed by the SHA-256 of the secret so authentication is one
 * GetItem; the company's list of tokens is a Query on gsi1, and an id → hash pointer
 * (api-token-ref-entity.ts) lets the tokens API find one token by id with a GetItem.
 */
export const apiTokenEntity = defineEntity({
  name: 'api_token',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      hash: z.string(),
      kind: z.enum(Object.keys(tokenKinds) as [TokenKind, ...TokenKind[]]),
      name: z.string(),
      role: z.string().nullable(),
      permissions: z.array(z.enum(permissions)),
      prefix: z.string(),
      last_four: z.string(),
      /** The member a dashboard session belongs to; null for API tokens. */
      member_id: z.number().int().nullable().default(null),
      /** The shop customer a customer session (`css_`) belongs to; null for every other kind. */
      customer_id: z.number().int().nullable().default(null),
      created_at: z.string(),
      expires_at: z.string().nullable(),
      revoked_at: z.string().nullable(),
      last_used_at: z.string().nullable(),
    }),
  keys: {
    primary: { pk: (t) => `TOKEN#${t.hash}`, sk: () => 'TOKEN' },
    // Unlisted kinds go to their own partition so the tokens list never has to filter them out.
    byCompany: {
      index: 'gsi1',
      pk: (t) =>
        `${companyPartition(t.company_id)}#TOKENS${isListedTokenKind(t.kind) ? '' : `#${t.kind.toUpperCase()}`}`,
      sk: (t) => `TOKEN#${sortableId(t.id)}`,
    },
  },
});

export type ApiToken = z.infer<typeof apiTokenEntity.schema>;
