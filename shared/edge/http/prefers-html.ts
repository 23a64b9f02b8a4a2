/**
 * Tells whether an Accept header prefers `text/html` over `application/json` (a browser opening a
 * link does; curl's and fetch's `*∕*` does not, and JSON wins ties). Each type takes the quality of
 * its most specific matching range, as RFC 9110 §12.5.1 says.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = accept.split(',').map((part) => {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return { range: range.trim(), q: q === undefined ? 1 : Math.min(1, Number(q) || 0) };
  });
  const quality = (type: string) => {
    const [major] = type.split('/');
    const match =
      ranges.find((r) => r.range === type) ??
      ranges.find((r) => r.range === `${major}/*`) ??
      ranges.find((r) => r.range === '*/*');
    return match?.q ?? 0;
  };
  const html = quality('text/html');
  return html > 0 && html > quality('application/json');
}
