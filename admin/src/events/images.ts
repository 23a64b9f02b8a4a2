import type { ApiClient } from 'commerce-platform-api/client';
import { errorMessage } from '../api/field-errors';

/**
 * Uploads chosen image files: asks the API for one presigned upload per file, posts each file to
 * its upload URL, and answers the references to put in the event's `images`.
 */
export async function uploadImages(
  api: ApiClient,
  files: readonly File[],
): Promise<{ images: { id: string; url: string }[] } | { error: string }> {
  const { data, error, response } = await api.POST('/api/company/events/images', {
    body: { images: files.map((file) => ({ content_type: file.type as 'image/png', size: file.size })) },
  });
  if (!data) return { error: errorMessage(error, response.status) };
  const uploads = await Promise.all(
    data.images.map(async (image, index) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(image.upload.fields)) form.append(name, value);
      form.append('file', files[index]!);
      const answer = await fetch(image.upload.url, { method: 'POST', body: form });
      return answer.ok ? null : `${files[index]!.name}: the upload failed (${answer.status})`;
    }),
  );
  const failed = uploads.filter((message) => message !== null);
  if (failed.length > 0) return { error: failed.join('; ') };
  return { images: data.images.map(({ id, url }) => ({ id, url })) };
}
