import { createServer, type ServerResponse } from 'node:http';

/** The local media bucket's objects and their tags. */
export interface FileStore {
  put(key: string, bytes: Buffer, tags: Record<string, string>): void;
  get(key: string): Buffer | undefined;
  /** The object's tags; undefined when there is no such object. */
  tags(key: string): Record<string, string> | undefined;
  setTags(key: string, tags: Record<string, string>): void;
}

/**
 * The tags of an S3 tag-set document (`<Tagging><TagSet><Tag><Key>k</Key><Value>v</Value></Tag>…`),
 * the form a presigned POST's `tagging` field takes.
 */
export function parseTagging(xml: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of xml.matchAll(/<Tag>\s*<Key>([^<]*)<\/Key>\s*<Value>([^<]*)<\/Value>\s*<\/Tag>/g))
    tags[key!] = value!;
  return tags;
}

/**
 * The object-tagging subset of S3's REST API over the local media bucket, path-style
 * (`/<bucket>/<key>?tagging`), so the functions' unmodified S3 client reaches it through
 * AWS_ENDPOINT_URL_S3: GetObjectTagging and DeleteObjectTagging, with S3's XML answers and
 * `NoSuchKey` for a missing object. The emulator has one bucket, so the bucket name is not checked.
 */
export async function startS3TaggingEndpoint(store: FileStore): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const [, , ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    if (!url.searchParams.has('tagging') || !key)
      return s3Error(response, 501, 'NotImplemented', 'The local media bucket emulates object tagging only');
    const tags = store.tags(key);
    if (!tags) return s3Error(response, 404, 'NoSuchKey', 'The specified key does not exist.');
    if (request.method === 'DELETE') {
      store.setTags(key, {});
      return void response.writeHead(204).end();
    }
    if (request.method === 'GET') {
      const tagSet = Object.entries(tags)
        .map(([name, value]) => `<Tag><Key>${name}</Key><Value>${value}</Value></Tag>`)
        .join('');
      return void response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(`<?xml version="1.0" encoding="UTF-8"?>\n<Tagging><TagSet>${tagSet}</TagSet></Tagging>`);
    }
    s3Error(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An S3 error document. */
export function s3Error(response: ServerResponse, status: number, code: string, message: string): void {
  response
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}
