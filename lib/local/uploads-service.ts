import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve, sep } from 'node:path';
import { IMAGE_CONTENT_TYPES } from '../../shared/domains/company-events/event-images';
import { verifyLocalUploadPolicy } from '../../shared/platform/uploads/local-upload-policy';
import { MAX_MEDIUM_FILE_BYTES, MEDIUM_CONTENT_TYPES } from '../../shared/domains/storefront/media/medium-files';
import { writeJson } from './api-gateway';
import type { LocalService } from './local-service';
import { parseTagging, s3Error, startS3TaggingEndpoint, type FileStore } from './s3-tagging-endpoint';

// Room for the form fields around the largest file a policy may allow.
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MAX_FORM_BYTES = MAX_MEDIUM_FILE_BYTES + FORM_OVERHEAD_BYTES;
const TYPE_BY_EXTENSION = new Map<string, string>([
  ...Object.entries(IMAGE_CONTENT_TYPES).map(([type, extension]) => [extension, type] as const),
  ...Object.entries(MEDIUM_CONTENT_TYPES).map(([type, { extension }]) => [extension, type] as const),
]);

/**
 * The media bucket for the local runtime: `POST /_local/uploads` takes the multipart form of an S3
 * presigned POST, checks its signed policy and answers 204 like S3; `GET /_local/uploads?key=`
 * serves the file back. The functions' S3 client reaches its tagging API at AWS_ENDPOINT_URL_S3
 * (s3-tagging-endpoint.ts). Files and tags live under DATA_DIR (in memory without one).
 */
export const uploadsService: LocalService = {
  name: 'uploads',
  async start(context) {
    const store = context.dataDir
      ? diskStore(join(context.dataDir, 'uploads'), join(context.dataDir, 'upload-tags'))
      : memoryStore();
    const tagging = await startS3TaggingEndpoint(store);
    Object.assign(process.env, {
      LOCAL_UPLOADS: '1',
      LOCAL_UPLOADS_SECRET: randomBytes(32).toString('hex'),
      LOCAL_UPLOADS_URL: `${context.baseUrl}/_local/uploads`,
      MEDIA_URL_PREFIX: `${context.baseUrl}/_local/uploads?key=`,
      MEDIA_BUCKET: process.env.MEDIA_BUCKET ?? LOCAL_MEDIA_BUCKET,
      AWS_ENDPOINT_URL_S3: tagging.url,
    });
    context.addRoute('/_local/uploads', async (request, response) => {
      if (request.method === 'GET') return serve(request, response, store);
      if (request.method === 'POST') return accept(request, response, store);
      writeJson(response, 405, { message: 'GET ?key=<key> or POST multipart/form-data' });
    });
    return { stop: () => tagging.stop() };
  },
};

/** Bucket name the local functions address (any name works: the emulator has one bucket). */
const LOCAL_MEDIA_BUCKET = 'local-media';

async function accept(request: IncomingMessage, response: ServerResponse, store: FileStore): Promise<void> {
  const body = await readLimited(request, MAX_FORM_BYTES);
  if (!body) return s3Error(response, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
  let form: FormData;
  try {
    form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body,
    }).formData();
  } catch {
    return s3Error(
      response,
      400,
      'MalformedPOSTRequest',
      'The body of your POST request is not well-formed multipart/form-data.',
    );
  }
  const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : undefined);
  const policy = verifyLocalUploadPolicy({ policy: text('policy'), signature: text('signature') });
  if (!policy) return s3Error(response, 403, 'AccessDenied', 'Invalid according to Policy: signature does not match');
  if (Date.parse(policy.expiresAt) < Date.now())
    return s3Error(response, 403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  if (text('key') !== policy.key)
    return s3Error(
      response,
      403,
      'AccessDenied',
      'Invalid according to Policy: Policy Condition failed: ["eq", "$key"]',
    );
  if (text('Content-Type') !== policy.contentType)
    return s3Error(
      response,
      403,
      'AccessDenied',
      'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type"]',
    );
  if (text('tagging') !== policy.tagging)
    return s3Error(
      response,
      403,
      'AccessDenied',
      'Invalid according to Policy: Policy Condition failed: ["eq", "$tagging"]',
    );
  const tags = policy.tagging === undefined ? {} : parseTagging(policy.tagging);
  const file = form.get('file');
  if (!(file instanceof Blob))
    return s3Error(response, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  if (file.size > policy.maxBytes)
    return s3Error(response, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
  if (file.size < 1)
    return s3Error(response, 400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
  store.put(policy.key, Buffer.from(await file.arrayBuffer()), tags);
  response.writeHead(204).end();
}

function serve(request: IncomingMessage, response: ServerResponse, store: FileStore): void {
  const key = new URL(request.url ?? '', 'http://local').searchParams.get('key') ?? '';
  const bytes = store.get(key);
  if (!bytes) {
    s3Error(response, 404, 'NoSuchKey', 'The specified key does not exist.');
    return;
  }
  const type = TYPE_BY_EXTENSION.get(key.split('.').pop() ?? '') ?? 'application/octet-stream';
  response
    .writeHead(200, {
      'content-type': type,
      'content-length': bytes.length,
      'cache-control': 'public, max-age=31536000, immutable',
    })
    .end(bytes);
}

function diskStore(root: string, tagRoot: string): FileStore {
  const within = (base: string, key: string) => {
    const path = resolve(base, key);
    // Keys come from signed policies, but a served key comes from the query string.
    return path.startsWith(resolve(base) + sep) ? path : undefined;
  };
  const write = (path: string, bytes: Buffer | string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  };
  const tagPath = (key: string) => within(tagRoot, `${key}.json`);
  return {
    put(key, bytes, tags) {
      write(within(root, key)!, bytes);
      write(tagPath(key)!, JSON.stringify(tags));
    },
    get(key) {
      const path = within(root, key);
      return path && existsSync(path) ? readFileSync(path) : undefined;
    },
    tags(key) {
      if (!this.get(key)) return undefined;
      const path = tagPath(key);
      return path && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};
    },
    setTags(key, tags) {
      write(tagPath(key)!, JSON.stringify(tags));
    },
  };
}

function memoryStore(): FileStore {
  const files = new Map<string, { bytes: Buffer; tags: Record<string, string> }>();
  return {
    put: (key, bytes, tags) => void files.set(key, { bytes, tags }),
    get: (key) => files.get(key)?.bytes,
    tags: (key) => files.get(key)?.tags,
    setTags: (key, tags) => {
      files.get(key)!.tags = tags;
    },
  };
}

function readLimited(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => done(size > limit ? null : Buffer.concat(chunks)));
    request.on('error', fail);
  });
}
