/** What redeeming a sign-in link answers (`DashboardSession` in the OpenAPI document). */
export interface Session {
  token: string;
  expires_at: string;
  company: { id: number; name: string; subdomain: string };
  member: { id: number; email: string; full_name: string; role: string | null };
}

// Session storage: the credential survives a reload of this tab and ends with it; never a URL or a cookie.
const KEY = 'admin.session';

export function loadSession(now: Date = new Date()): Session | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  const session = JSON.parse(raw) as Session;
  return isExpired(session, now) ? null : session;
}

export function saveSession(session: Session): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY);
}

export function isExpired(session: Pick<Session, 'expires_at'>, now: Date = new Date()): boolean {
  return Date.parse(session.expires_at) <= now.getTime();
}
