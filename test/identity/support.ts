import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { inject } from 'vitest';
import type { ApiResponse } from '../helpers/http';
import type { MailboxMessage } from '../../lib/local/mailbox-service';

/**
 * A loopback address of its own (127.x.y.z): per-IP limits count by source address, so each test
 * that signs up or asks for links uses a fresh one and never eats another test's allowance.
 */
export function freshAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Calls the local API over real HTTP from a chosen source address. */
export function apiFrom<T = any>(
  address: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
): Promise<ApiResponse<T>> {
  const url = new URL(path, inject('baseUrl'));
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress: address }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') responseHeaders.set(name, value);
        resolve({ status: res.statusCode ?? 0, headers: responseHeaders, body: body as T, text });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A valid sign-up body with unique email and shop identifier. */
export function signUpBody(overrides: Record<string, unknown> = {}): { company: Record<string, unknown> } {
  const suffix = randomUUID().slice(0, 8);
  return { company: { name: `Shop ${suffix}`, email: `owner-${suffix}@example.com`, country_code: 'US', subdomain: `shop-${suffix}`, ...overrides } };
}


/** The local mailbox's messages to `email`, newest first. */
export async function mailbox(email: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${inject('baseUrl')}/_local/mailbox?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: MailboxMessage[] }).messages;
}

/** The API path of the newest sign-in link mailed to `email`. */
export async function latestSignInPath(email: string): Promise<string> {
  const [message] = await mailbox(email);
  if (!message?.link) throw new Error(`No sign-in link was mailed to ${email}`);
  return new URL(message.link).pathname;
}

/** Signs a company up from a fresh address and redeems the owner's link: a dashboard session token. */
export async function signUpAndSignIn(overrides: Record<string, unknown> = {}): Promise<{ companyId: number; email: string; session: string }> {
  const body = signUpBody(overrides);
  const res = await apiFrom(freshAddress(), 'POST', '/api/company', { body });
  if (res.status !== 201) throw new Error(`Sign-up failed: ${res.status} ${res.text}`);
  const email = body.company.email as string;
  const redeemed = await apiFrom(freshAddress(), 'GET', await latestSignInPath(email));
  if (redeemed.status !== 200) throw new Error(`Sign-in failed: ${redeemed.status} ${redeemed.text}`);
  return { companyId: res.body.company.id, email, session: redeemed.body.session.token };
}
