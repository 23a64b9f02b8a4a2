import { createContext, useContext } from 'react';
import type { ApiClient } from 'commerce-platform-api/client';
import type { Permissions } from './permissions';
import type { Session } from './session';

/** What every screen of a signed-in member reads. */
export interface Admin {
  api: ApiClient;
  session: Session;
  permissions: Permissions;
}

export const AdminContext = createContext<Admin | null>(null);

export function useAdmin(): Admin {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error('useAdmin outside a signed-in screen');
  return admin;
}
