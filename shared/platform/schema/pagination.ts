import { z } from 'zod';
import { builtOnce } from './built-once';

/** Default and maximum page sizes for both pagination styles (documented in OpenAPI and README). */
export const PAGE_LIMIT_DEFAULT = 25;
export const PAGE_LIMIT_MAX = 100;

// Each schema is built the first time it is asked for (builtOnce): nearly every function imports this
// module, and one builds only the schemas of its own route, often none (a shorter cold start).

const limit = builtOnce(() => z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX));

/** Query schema of the versioned surfaces: `page[cursor]`, `page[limit]`. */
export const cursorPageQuery = builtOnce(() =>
  z.object({
    page: z
      .object({
        cursor: z.string().min(1).max(2048).optional(),
        limit: limit().default(PAGE_LIMIT_DEFAULT),
      })
      .default({ limit: PAGE_LIMIT_DEFAULT }),
  }),
);

/** Query schema of the unversioned admin surface: `page`, `per_page`. */
export const offsetPageQuery = builtOnce(() =>
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: limit().default(PAGE_LIMIT_DEFAULT),
  }),
);

/** `meta.pagination` of a cursor list. */
export const cursorPaginationMeta = builtOnce(() =>
  z.object({ next_cursor: z.string().nullable(), limit: z.number().int() }),
);

/** `meta.pagination` of an offset list. */
export const offsetPaginationMeta = builtOnce(() =>
  z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_count: z.number().int(),
    total_pages: z.number().int(),
  }),
);
