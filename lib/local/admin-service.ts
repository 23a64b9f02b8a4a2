import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import type { ServerResponse } from 'node:http';
import { adminContentSecurityPolicy, adminSecurityHeaders } from '../constructs/admin-headers';
import type { LocalService } from './local-service';

/** Where `npm run build:admin` writes the admin (run by `npm start` and `npm run test:browser` first). */
export const adminDist = resolve(import.meta.dirname, '../../admin/dist');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * Serves the built admin at `/admin/` with the headers of its CloudFront distribution (the same
 * CSP: uploads and images stay on this origin locally). Files are read once at start; a missing
 * build answers 503 saying how to build it.
 */
export const adminService: LocalService = {
  name: 'admin',
  async start(context) {
    const headers = {
      ...adminSecurityHeaders,
      'content-security-policy': adminContentSecurityPolicy({ uploads: [], media: [] }),
    };
    const send = (response: ServerResponse, status: number, type: string, body: Buffer | string, cache: string) => {
      response.writeHead(status, { ...headers, 'content-type': type, 'cache-control': cache });
      response.end(body);
    };
    if (!existsSync(join(adminDist, 'index.html'))) {
      context.addRoute('/admin/', (_request, response) =>
        send(
          response,
          503,
          'text/plain; charset=utf-8',
          'The admin is not built: run npm run build:admin\n',
          'no-store',
        ),
      );
      return { stop: async () => {} };
    }
    context.addRoute('/admin', (_request, response) => {
      response.writeHead(308, { location: '/admin/' });
      response.end();
    });
    for (const file of filesUnder(adminDist)) {
      const path = `/admin/${relative(adminDist, file).split('\\').join('/')}`;
      const body = readFileSync(file);
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      // Hashed asset names never change content; index.html must be re-read to find new ones.
      const cache = path.startsWith('/admin/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      context.addRoute(path, (_request, response) => send(response, 200, type, body, cache));
      if (path === '/admin/index.html')
        context.addRoute('/admin/', (_request, response) => send(response, 200, type, body, cache));
    }
    return { stop: async () => {} };
  },
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
