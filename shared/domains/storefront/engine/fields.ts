import { z } from 'zod';
import { boundedText, quantity, storableId } from '../../../platform/schema/storable';

/** Bounded building blocks every family's schema is made of (lengths are storage budgets). */
/** Required text of at most `max` characters (and 4 bytes a character of UTF-8). */
export const text = (max: number) =>
  boundedText(max * 4)
    .trim()
    .min(1)
    .max(max);
/** Nullable text of at most `max` characters. */
export const optionalText = (max: number) =>
  boundedText(max * 4)
    .trim()
    .max(max)
    .nullable();
export const storefrontId = storableId;
export const idList = (max: number) =>
  z
    .array(storefrontId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id');
export const urlField = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .nullable();
export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code (upper case)');
export const languageCode = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language code such as en or pt-BR');
export const slugField = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens');
export const publishAt = z.iso.datetime({ offset: true }).nullable();
/** A manual order or priority: 0 … 1,000,000 (the storable quantity preset). */
export const position = quantity;

/** Every status any family uses (SPEC table); a family declares its subset. */
export const allStatuses = ['draft', 'scheduled', 'published', 'archived'] as const;
export type Status = (typeof allStatuses)[number];

/** SEO block shared by families that render pages. */
export const seoField = z
  .object({ title: optionalText(255).optional(), description: optionalText(1000).optional() })
  .nullable();
