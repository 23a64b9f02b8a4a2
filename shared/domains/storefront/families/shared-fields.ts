import { z } from 'zod';
import { optionalText, position, seoField, urlField } from '../engine/fields';

/** Write fields categories, collections and other page-like families share (built per family, on first use). */
export const pageLikeWriteFields = () => ({
  description: optionalText(20_000),
  image_url: urlField,
  seo: seoField,
  position: position.describe('Manual order; lower first in the default sort'),
});

export const pageLikeDefaults = { description: null, image_url: null, seo: null, position: 0 };

/** Their response fields (left out of public list rows: description, image_url, seo). */
export const pageLikeViewFields = () => ({
  description: z.string().nullable().optional(),
  image_url: z.string().nullable().optional(),
  seo: z
    .object({ title: z.string().nullable().optional(), description: z.string().nullable().optional() })
    .nullable()
    .optional(),
  position: z.number().int(),
});
