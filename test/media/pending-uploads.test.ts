import { GetObjectTaggingCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { imageKey } from '../../shared/domains/company-events/event-images';
import { mediumFileKey } from '../../shared/domains/storefront/media/medium-files';
import { PENDING_UPLOAD_TAG } from '../../shared/platform/uploads/pending-upload-tag';
import { createEvent } from '../helpers/company-events';
import { api } from '../helpers/http';
import { companyCall, createItem } from '../helpers/storefront';
import { createTenant, type Tenant } from '../helpers/tenant';

const bucket = inject('mediaBucket');
const s3 = new S3Client({
  endpoint: bucket.endpoint,
  forcePathStyle: true,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

/** The object's tags as S3's GetObjectTagging answers them. */
async function tagsOf(key: string): Promise<Record<string, string>> {
  const { TagSet } = await s3.send(new GetObjectTaggingCommand({ Bucket: bucket.name, Key: key }));
  return Object.fromEntries((TagSet ?? []).map((tag) => [tag.Key, tag.Value]));
}

/** Posts a file to a presigned upload the way a browser form would (every field it was given, then the file). */
async function post(
  target: { url: string; fields: Record<string, string> },
  type: string,
  fields: Record<string, string> = {},
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...target.fields, ...fields })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array([1, 2, 3, 4])], { type }));
  return (await fetch(target.url, { method: 'POST', body: form })).status;
}

async function uploadImages(
  tenant: Tenant,
  count: number,
): Promise<Array<{ id: string; upload: { url: string; fields: Record<string, string> } }>> {
  const presigned = await api('POST', '/api/company/events/images', {
    token: tenant.token,
    body: { images: Array.from({ length: count }, () => ({ content_type: 'image/png', size: 4 })) },
  });
  for (const slot of presigned.body.images) expect(await post(slot.upload, 'image/png')).toBe(204);
  return presigned.body.images;
}

const pending = { [PENDING_UPLOAD_TAG.key]: PENDING_UPLOAD_TAG.value };

describe('uploads stay pending (and expire, see the bucket lifecycle rule) until something references them', () => {
  it('an event image: the unattached upload keeps the pending tag, the one an event references loses it on create and on update', async () => {
    const tenant = await createTenant();
    const [attachedOnCreate, attachedOnUpdate, unattached] = await uploadImages(tenant, 3);

    const event = await createEvent(tenant, { images: [{ id: attachedOnCreate!.id }] });
    expect(await tagsOf(imageKey(tenant.company.id, attachedOnCreate!.id))).toEqual({});
    expect(await tagsOf(imageKey(tenant.company.id, attachedOnUpdate!.id))).toEqual(pending);

    const updated = await api('PUT', `/api/company/events/${event.id}`, {
      token: tenant.token,
      body: { event: { images: [{ id: attachedOnCreate!.id }, { id: attachedOnUpdate!.id }] } },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(await tagsOf(imageKey(tenant.company.id, attachedOnUpdate!.id))).toEqual({});
    expect(await tagsOf(imageKey(tenant.company.id, unattached!.id))).toEqual(pending);
  });

  it('a storefront medium: the upload its upload_id names loses the pending tag; another upload keeps it', async () => {
    const tenant = await createTenant();
    const presigned = await companyCall(tenant, 'POST', '/media/uploads', {
      uploads: [
        { content_type: 'image/png', size: 4 },
        { content_type: 'image/png', size: 4 },
      ],
    });
    const [attached, unattached] = presigned.body.uploads;
    for (const upload of [attached, unattached]) expect(await post(upload.upload, 'image/png')).toBe(204);
    expect(await tagsOf(mediumFileKey(tenant.company.id, attached.upload_id))).toEqual(pending);

    await createItem(tenant, 'media', 'medium', { title: 'Attached', upload_id: attached.upload_id });
    expect(await tagsOf(mediumFileKey(tenant.company.id, attached.upload_id))).toEqual({});
    expect(await tagsOf(mediumFileKey(tenant.company.id, unattached.upload_id))).toEqual(pending);
  });

  it('the presigned form pins the pending tag: dropping or changing it is refused and stores nothing', async () => {
    const tenant = await createTenant();
    const [slot] = (
      await api('POST', '/api/company/events/images', {
        token: tenant.token,
        body: { images: [{ content_type: 'image/png', size: 4 }] },
      })
    ).body.images;
    expect(slot.upload.fields.tagging).toContain(
      `<Key>${PENDING_UPLOAD_TAG.key}</Key><Value>${PENDING_UPLOAD_TAG.value}</Value>`,
    );
    expect(await post(slot.upload, 'image/png', { tagging: '<Tagging><TagSet></TagSet></Tagging>' })).toBe(403);
    const { tagging: _dropped, ...withoutTagging } = slot.upload.fields;
    expect(await post({ url: slot.upload.url, fields: withoutTagging }, 'image/png')).toBe(403);
    expect((await fetch(slot.url)).status).toBe(404);
  });
});
