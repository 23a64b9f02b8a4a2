import { z } from 'zod';

/** An ISO 3166-1 alpha-3 country code as the spec writes it. */
export const ALPHA3_COUNTRY = /^[A-Z]{3}$/;

/** Marketplace page of a droplet (SPEC "DropletSettings", response form). */
const marketplacePageSchema = z
  .object({
    title: z.string(),
    logo_url: z.string().nullable(),
    summary: z.string().nullable(),
  })
  .meta({ id: 'DropletMarketplacePage' });

/** One feature on a droplet's details page (response form). */
const dropletFeatureSchema = z
  .object({
    name: z.string(),
    summary: z.string().nullable(),
    details: z.string().nullable(),
    image_url: z.string().nullable(),
    video_url: z.string().nullable(),
  })
  .meta({ id: 'DropletFeature' });

/** Details page of a droplet (response form). */
const detailsPageSchema = z
  .object({
    title: z.string(),
    logo_url: z.string().nullable(),
    summary: z.string().nullable(),
    features: z.array(dropletFeatureSchema).nullable(),
  })
  .meta({ id: 'DropletDetailsPage' });

/** A droplet's settings as stored and answered; also the marketplace's country filter. */
export const dropletSettingsSchema = z
  .object({
    marketplace_page: marketplacePageSchema.nullable(),
    details_page: detailsPageSchema.nullable(),
    service_operational_countries: z
      .array(z.string().regex(ALPHA3_COUNTRY))
      .nullable()
      .describe('ISO 3166-1 alpha-3 codes the droplet operates in; null means everywhere, an empty array nowhere'),
  })
  .meta({ id: 'DropletSettings' });

export type DropletSettings = z.infer<typeof dropletSettingsSchema>;

/** Settings fields an update replaces; a field left out keeps its value. */
export type DropletSettingsChanges = Partial<DropletSettings>;

/**
 * Applies settings changes: `null` clears all settings, each field sent replaces that field
 * (a page is replaced whole, not merged), fields left out are kept.
 */
export function mergeSettings(
  current: DropletSettings | null,
  changes: DropletSettingsChanges | null | undefined,
): DropletSettings | null {
  if (changes === undefined) return current;
  if (changes === null) return null;
  const base: DropletSettings = current ?? {
    marketplace_page: null,
    details_page: null,
    service_operational_countries: null,
  };
  return { ...base, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) };
}

/**
 * Whether a droplet with these settings operates in at least one of `alpha3Codes`: null settings or
 * null countries mean everywhere, an empty list nowhere.
 */
export function operatesIn(settings: DropletSettings | null, alpha3Codes: readonly string[]): boolean {
  const countries = settings?.service_operational_countries ?? null;
  if (countries === null) return true;
  return countries.some((code) => alpha3Codes.includes(code));
}
