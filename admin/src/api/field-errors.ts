/**
 * The API's `errors` (an ErrorBag keyed by field, e.g. `event.end_date`) as one message per form
 * field, the `event.` prefix dropped; messages of nested keys (`event.images.0.id`) join their field.
 */
export function fieldErrors(body: unknown, prefix = ''): Record<string, string> {
  const bag = (body as { errors?: unknown } | undefined)?.errors;
  if (!bag || typeof bag !== 'object' || Array.isArray(bag)) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(bag)) {
    const field = (key.startsWith(prefix) ? key.slice(prefix.length) : key).split('.')[0]!;
    const text = Array.isArray(value) ? value.join('; ') : typeof value === 'string' ? value : JSON.stringify(value);
    out[field] = out[field] ? `${out[field]}; ${text}` : text;
  }
  return out;
}

/** The one-line message of any error answer: `error_message`, else `message`. */
export function errorMessage(body: unknown, status: number): string {
  const value = body as { error_message?: unknown; message?: unknown } | undefined;
  if (typeof value?.error_message === 'string') return value.error_message;
  if (typeof value?.message === 'string') return value.message;
  return `The request failed (${status})`;
}
