/** Every kind of bearer credential and its recognisable prefix. */
export const tokenKinds = {
  company: { prefix: 'cmp_', description: 'Company token: full administrative access; server-side only.' },
  partner: { prefix: 'prt_', description: 'Partner token: company-level access tied to a role; may expire.' },
  public: { prefix: 'pub_', description: 'Public token: client-side; names its shop on the public storefront reads (what anonymous visitors see); every bearer operation answers it 403.' },
  root_admin: { prefix: 'rat_', description: 'Root-admin token: platform operator; may act across companies where the spec allows.' },
  installation: { prefix: 'dit_', description: 'Droplet installation token: limited to the installation scopes.' },
  session: { prefix: 'dss_', description: 'Dashboard session: issued by redeeming an emailed sign-in link of an admin; expires after 12 hours.' },
  member_session: {
    prefix: 'mss_',
    description: 'Member session: issued by redeeming an emailed sign-in link of a rep or customer member; names the member, holds no company permission; expires after 12 hours, or when the member is deactivated.',
  },
} as const;

export type TokenKind = keyof typeof tokenKinds;
