/**
 * The secret of an emailed sign-in link: the last segment of `…/api/auth/sign_in/<secret>` or of
 * the admin's own `#/sign-in/<secret>`, or the bare secret pasted alone. Null when the text is none of these.
 */
export function signInSecret(text: string): string | null {
  const trimmed = text.trim();
  const match =
    /(?:\/api\/auth\/sign_in\/|#\/sign-in\/)([A-Za-z0-9_-]{16,256})\/?$/.exec(trimmed) ??
    /^([A-Za-z0-9_-]{16,256})$/.exec(trimmed);
  return match?.[1] ?? null;
}
