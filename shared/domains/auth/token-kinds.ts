/** Every kind of bearer credential and its recognisable prefix (what each is for: the OpenAPI document's security scheme, shared/edge/openapi/security.ts). */
export const tokenKinds = {
  company: { prefix: 'cmp_' },
  partner: { prefix: 'prt_' },
  public: { prefix: 'pub_' },
  root_admin: { prefix: 'rat_' },
  installation: { prefix: 'dit_' },
  session: { prefix: 'dss_' },
  member_session: { prefix: 'mss_' },
  customer_session: { prefix: 'css_' },
} as const;

export type TokenKind = keyof typeof tokenKinds;
