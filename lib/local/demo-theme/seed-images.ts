import { writeBodySchema } from '../../../shared/domains/storefront/engine/schemas';
import { findItemBySlug } from '../../../shared/domains/storefront/engine/store';
import { createItem, updateItem } from '../../../shared/domains/storefront/engine/writes';
import { media } from '../../../shared/domains/storefront/families/media';
import { products } from '../../../shared/domains/storefront/families/products';
import { presignMediumUploads } from '../../../shared/domains/storefront/media/medium-files';
import { demoProducts } from './files';
import { productArtPng } from './product-art';

/**
 * Gives each demo product its picture the way a merchant adds one: the PNG is drawn
 * (product-art.ts), uploaded with a presigned media upload to the local media bucket, saved as a
 * published image medium, and the medium's URL becomes the product's `image_url`. Idempotent: a
 * product that already has a picture keeps it, and an existing medium of that title is reused.
 * Runs where the local uploads emulator is up (`npm start`), after the catalog is seeded.
 */
export async function seedDemoImages(companyId: number): Promise<void> {
  for (const { slug, title, art } of demoProducts) {
    const product = await findItemBySlug(products, companyId, slug);
    if (!product || product.image_url) continue;
    const imageUrl = await productImageUrl(companyId, `${title} photo`, productArtPng(art));
    await updateItem(products, companyId, product.id, { image_url: imageUrl });
  }
}

/** The URL of the image medium titled `title`, uploading `png` as a new medium when there is none. */
async function productImageUrl(companyId: number, title: string, png: Buffer): Promise<string> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const existing = await findItemBySlug(media, companyId, slug);
  if (existing?.image_url) return existing.image_url as string;
  const [upload] = await presignMediumUploads(companyId, [{ content_type: 'image/png' }]);
  const form = new FormData();
  for (const [name, value] of Object.entries(upload!.upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${slug}.png`);
  const stored = await fetch(upload!.upload.url, { method: 'POST', body: form });
  if (stored.status !== 204) throw new Error(`The local media bucket refused ${title}: ${await stored.text()}`);
  const body = writeBodySchema(media, 'create').parse({
    medium: { title, upload_id: upload!.upload_id, kind: 'resource', status: 'published', active: true },
  });
  const medium = await createItem(media, companyId, body.medium as Record<string, unknown>);
  return medium.image_url as string;
}
