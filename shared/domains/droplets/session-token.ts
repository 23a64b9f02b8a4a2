import { createHmac, randomUUID } from 'node:crypto';

/** Lifetime of a session token; the spec wants it short-lived, and vendors allow 30 s of skew on top. */
export const SESSION_TOKEN_TTL_SECONDS = 60;

/** The claims of a session token (SPEC "Authentication" 7). */
export interface SessionTokenClaims {
  /** The service (config().serviceName). */
  iss: string;
  /** The droplet's uuid. */
  aud: string;
  /** The viewer: the member id of the signed-in dashboard user. */
  sub: string;
  /** The store: the company's shop identifier. */
  dest: string;
  iat: number;
  nbf: number;
  exp: number;
  jti: string;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Mints a session token: a compact JWS, HS256 over `<header>.<claims>` keyed with the droplet's
 * lifecycle secret, valid for 60 s. It names the viewer to the app; it is not a bearer credential
 * (the API looks bearer tokens up by hash, so it answers 401 to it).
 *
 * @example const { token } = mintSessionToken({ secret, issuer: config().serviceName, audience: droplet.uuid, subject: '42', store: 'acme' });
 */
export function mintSessionToken(input: {
  secret: string;
  issuer: string;
  audience: string;
  subject: string;
  store: string;
  now?: Date;
}): { token: string; claims: SessionTokenClaims } {
  const issuedAt = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const claims: SessionTokenClaims = {
    iss: input.issuer,
    aud: input.audience,
    sub: input.subject,
    dest: input.store,
    iat: issuedAt,
    nbf: issuedAt,
    exp: issuedAt + SESSION_TOKEN_TTL_SECONDS,
    jti: randomUUID(),
  };
  const signingInput = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', input.secret).update(signingInput).digest('base64url');
  return { token: `${signingInput}.${signature}`, claims };
}
