import { Center, Loader } from '@mantine/core';
import { createApiClient } from 'commerce-platform-api/client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AdminContext, type Admin } from './api/admin-context';
import { loadPermissions } from './api/permissions';
import { clearSession, loadSession, saveSession, type Session } from './api/session';
import { SignIn } from './auth/SignIn';
import { Shell } from './layout/Shell';
import { replaceRoute, useRoute } from './layout/route';

/** Signed out: the sign-in screen (redeeming `#/sign-in/<secret>` when opened from a link); signed in: the shell. */
export function App() {
  const route = useRoute();
  const [session, setSession] = useState<Session | null>(() => loadSession());
  const [expired, setExpired] = useState(false);
  const [admin, setAdmin] = useState<Admin | null>(null);

  const end = useCallback((reason: 'expired' | 'signed_out') => {
    clearSession();
    setSession(null);
    setAdmin(null);
    setExpired(reason === 'expired');
  }, []);

  const api = useMemo(() => {
    if (!session) return null;
    // A 401 on a signed-in call means the session expired or was revoked: sign in again.
    const guarded = async (request: Request) => {
      const response = await fetch(request);
      if (response.status === 401) end('expired');
      return response;
    };
    return createApiClient({ baseUrl: location.origin, token: session.token, fetch: guarded });
  }, [session, end]);

  useEffect(() => {
    if (!session || !api) return;
    let live = true;
    loadPermissions(api, session.member.role).then((permissions) => live && setAdmin({ api, session, permissions }));
    const timer = setTimeout(() => end('expired'), Math.min(Date.parse(session.expires_at) - Date.now(), 2 ** 31 - 1));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [session, api, end]);

  const signedIn = (fresh: Session) => {
    saveSession(fresh);
    setExpired(false);
    setSession(fresh);
    replaceRoute('/');
  };

  if (!session)
    return (
      <SignIn expired={expired} secretFromLink={route[0] === 'sign-in' ? route[1] : undefined} onSignedIn={signedIn} />
    );
  if (!admin)
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  return (
    <AdminContext.Provider value={admin}>
      <Shell route={route} onSignOut={() => end('signed_out')} />
    </AdminContext.Provider>
  );
}
