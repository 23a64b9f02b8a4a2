import { useEffect, useState } from 'react';

/**
 * The screen is named by the URL fragment (`#/events/12`): the static host serves one index.html
 * for `/admin/`, and a fragment never reaches a server or its logs (a sign-in secret in it stays local).
 */
export function useRoute(): string[] {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const update = () => setHash(location.hash);
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);
  return hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
}

export function navigate(path: string): void {
  location.hash = path;
}

/** Changes the fragment without a history entry (the sign-in secret must not stay in history). */
export function replaceRoute(path: string): void {
  history.replaceState(null, '', `${location.pathname}${location.search}#${path}`);
  dispatchEvent(new HashChangeEvent('hashchange'));
}
