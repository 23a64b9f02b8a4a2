import { afterEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../shared/domains/company-events/event-images';
import { presignImageUploads } from '../../shared/domains/company-events/image-uploads';
import { PENDING_UPLOAD_TAGGING } from '../../shared/platform/uploads/pending-upload-tag';
import { createEvent } from '../helpers/company-events';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';

const presign = (tenant: Tenant, images: unknown) =>
  api('POST', '/api/company/events/images', { token: tenant.token, body: { images } });
const png = (size: number) => ({ content_type: 'image/png', size });

/** Posts a file to a presigned upload the way a browser form would. */
async function upload(
  target: { url: string; fields: Record<string, string> },
  bytes: Uint8Array,
  type = 'image/png',
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...target.fields, ...fields })) form.append(name, value);
  form.append('file', new Blob([bytes], { type }), 'photo.png');
  return fetch(target.url, { method: 'POST', body: form });
}

describe('POST /api/company/events/images (SPEC "Limits": up to 10 images per upload action, each up to 10 MB, images only)', () => {
  it.each([
    ['11 files', Array.from({ length: 11 }, () => png(1000)), 'images', 'at most 10 images can be uploaded at a time'],
    [
      'a file over 10 MB',
      [png(1000), png(MAX_IMAGE_BYTES + 1)],
      'images.1.size',
      `must be at most 10 MB (${MAX_IMAGE_BYTES} bytes)`,
    ],
    [
      'a non-image type',
      [{ content_type: 'application/pdf', size: 1000 }],
      'images.0.content_type',
      expect.stringMatching(/^must be an image type/),
    ],
    [
      'SVG (scriptable, refused)',
      [{ content_type: 'image/svg+xml', size: 1000 }],
      'images.0.content_type',
      expect.stringMatching(/^must be an image type/),
    ],
    ['no files', [], 'images', 'must list at least one image'],
  ])('422 for %s, with a clear message and nothing presigned', async (_case, images, field, message) => {
    const tenant = await createTenant();
    const res = await presign(tenant, images);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [message] });
    expect(res.body.images).toBeUndefined();
  });

  it('10 files of exactly 10 MB are accepted', async () => {
    const tenant = await createTenant();
    const res = await presign(
      tenant,
      Array.from({ length: 10 }, () => png(MAX_IMAGE_BYTES)),
    );
    expect(res.status).toBe(200);
    expect(res.body.images).toHaveLength(10);
    expect(new Set(res.body.images.map((image: any) => image.id)).size).toBe(10);
  });

  it('an uploaded image is served back and can be referenced by id in an event', async () => {
    const tenant = await createTenant();
    const [slot] = (await presign(tenant, [png(4)])).body.images;
    expect(slot.id).toMatch(/^img_[0-9a-f]{32}\.png$/);
    expect((await upload(slot.upload, new Uint8Array([137, 80, 78, 71]))).status).toBe(204);

    const served = await fetch(slot.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));

    const event = await createEvent(tenant, { images: [{ id: slot.id }] });
    expect(event.images).toEqual([{ id: slot.id, url: slot.url }]);
  });

  it.each([
    ['a file larger than 10 MB', () => new Uint8Array(MAX_IMAGE_BYTES + 1), {}, 400],
    ['another content type than presigned', () => new Uint8Array(4), { 'Content-Type': 'image/jpeg' }, 403],
    [
      'another key than presigned (another tenant’s folder)',
      () => new Uint8Array(4),
      { key: 'company-events/1/img_x.png' },
      403,
    ],
    ['a tampered policy', () => new Uint8Array(4), { policy: Buffer.from('{"key":"x"}').toString('base64') }, 403],
  ])('the upload target refuses %s and stores nothing', async (_case, bytes, fields, status) => {
    const tenant = await createTenant();
    const [slot] = (await presign(tenant, [png(4)])).body.images;
    expect((await upload(slot.upload, bytes(), 'image/png', fields)).status).toBe(status);
    expect((await fetch(slot.url)).status).toBe(404);
  });
});

describe('S3 presigned POST (AWS)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('pins the key, the content type and 1 byte … 10 MB in the policy', async () => {
    Object.assign(process.env, {
      LOCAL_UPLOADS: '0',
      MEDIA_BUCKET: 'media-bucket',
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    const [upload] = await presignImageUploads(7, [{ content_type: 'image/webp', size: 10 }], new Date());
    expect(upload!.upload.url).toContain('media-bucket');
    expect(upload!.upload.fields).toMatchObject({
      key: `company-events/7/${upload!.id}`,
      'Content-Type': 'image/webp',
    });
    const policy = JSON.parse(Buffer.from(upload!.upload.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, MAX_IMAGE_BYTES],
        ['eq', '$Content-Type', 'image/webp'],
        { bucket: 'media-bucket' },
        { key: `company-events/7/${upload!.id}` },
        { tagging: PENDING_UPLOAD_TAGGING },
      ]),
    );
  });
});
