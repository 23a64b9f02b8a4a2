/** Pages the platform renders itself, outside any theme: plain, branded, always English. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string, head = ''): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}<title>${escapeHtml(title)}</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:10vh auto;padding:0 1rem;color:#222;text-align:center}img{max-height:64px}</style></head><body>${body}</body></html>`
  );
}

/** The branded fallback when the theme has no published error template: the company's name and logo. */
export function brandedErrorPage(shop: { name: string; logoUrl: string | null }, statusMessage: string): string {
  const logo = shop.logoUrl ? `<img src="${escapeHtml(shop.logoUrl)}" alt="${escapeHtml(shop.name)}">` : '';
  return page(
    `${statusMessage} · ${shop.name}`,
    `${logo}<h1>${escapeHtml(shop.name)}</h1><p>${escapeHtml(statusMessage)}</p>`,
  );
}

/** The fixed page of a storefront paused for billing; never indexed (the response also says so in a header). */
export function billingPausedPage(shopName: string): string {
  return page(
    `${shopName} is unavailable`,
    `<h1>${escapeHtml(shopName)}</h1><p>This store is temporarily unavailable.</p>`,
    '<meta name="robots" content="noindex">',
  );
}

/** The page for a host that names no company. */
export function unknownShopPage(): string {
  return page('Store not found', '<h1>Store not found</h1><p>There is no store at this address.</p>');
}

/**
 * The API host's root, which names no shop: where a newcomer who opens the base URL finds the
 * reference, the OpenAPI document and (on the local runtime) the demo shop and the health check.
 */
export function apiLandingPage(links: { demoShopUrl: string | undefined }): string {
  const items: Array<[string, string, string]> = [
    ['/api/docs', 'API reference', 'interactive, try requests in the browser'],
    ['/api/openapi.json', 'OpenAPI document', 'for clients and code generators'],
  ];
  if (links.demoShopUrl)
    items.push(
      [`${links.demoShopUrl}/`, 'Demo shop', 'the seeded storefront'],
      ['/health', 'Health', 'local runtime status'],
    );
  const list = items
    .map(
      ([href, label, note]) => `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a> · ${escapeHtml(note)}</li>`,
    )
    .join('');
  return page(
    'Commerce Platform API',
    `<h1>Commerce Platform API</h1><p>This address serves the API; a shop is named by its subdomain or the <code>X-Service-Shop</code> header.</p><ul style="list-style:none;padding:0">${list}</ul>`,
  );
}
