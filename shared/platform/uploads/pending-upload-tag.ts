/**
 * The tag every presigned upload is stored with until something references it. The media bucket's
 * lifecycle rule (lib/constructs/media-storage.ts) expires objects carrying it, so a file that was
 * uploaded and never attached to an event or a medium is deleted instead of billed forever.
 */
export const PENDING_UPLOAD_TAG = { key: 'upload', value: 'pending' } as const;

/**
 * The tag set of a pending upload in S3's XML form: the value of a presigned POST's `tagging`
 * field, pinned by its policy so the browser cannot drop or change it.
 */
export const PENDING_UPLOAD_TAGGING = `<Tagging><TagSet><Tag><Key>${PENDING_UPLOAD_TAG.key}</Key><Value>${PENDING_UPLOAD_TAG.value}</Value></Tag></TagSet></Tagging>`;
