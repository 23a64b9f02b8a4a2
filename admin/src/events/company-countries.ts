import { useEffect, useState } from 'react';
import type { Admin } from '../api/admin-context';

export interface Country {
  iso: string;
  name: string;
}

/**
 * The company's countries, the only choices of Available Countries: from the country list
 * (`settings.view`) or the company record (`company.view`). Null while loading; an empty list
 * with `unreadable` when the member's role reads neither.
 */
export function useCompanyCountries({ api, permissions }: Admin): { countries: Country[] | null; unreadable: boolean } {
  const [countries, setCountries] = useState<Country[] | null>(null);
  const unreadable = !permissions.can('settings.view') && !permissions.can('company.view');
  useEffect(() => {
    let live = true;
    const load = async (): Promise<Country[]> => {
      if (permissions.can('settings.view')) return (await api.GET('/api/company/countries', {})).data?.countries ?? [];
      if (permissions.can('company.view')) return (await api.GET('/api/company', {})).data?.company.countries ?? [];
      return [];
    };
    void load().then((list) => live && setCountries(list.map(({ iso, name }) => ({ iso, name }))));
    return () => {
      live = false;
    };
  }, [api, permissions]);
  return { countries, unreadable };
}
