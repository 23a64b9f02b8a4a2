import { z } from 'zod';

/**
 * Commission volume (CV: what commissions are paid on; QV: what qualifies ranks) is a decimal with
 * at most two places, as direct-selling back offices keep it. Arithmetic runs on whole hundredths
 * so sums and shares never drift.
 */
export const VOLUME_SCALE = 100;

/** Largest volume one variant may carry in one country. */
const MAX_UNIT_VOLUME = 1_000_000;

/** A volume as a request writes it: non-negative, at most two decimal places. */
export const volumeAmount = z
  .number()
  .min(0)
  .max(MAX_UNIT_VOLUME)
  .refine(
    (value) => Math.abs(value * VOLUME_SCALE - Math.round(value * VOLUME_SCALE)) < 1e-6,
    'must have at most two decimal places',
  );

/** CV and QV together. */
export interface Volume {
  cv: number;
  qv: number;
}

/** No volume. */
export const NO_VOLUME: Volume = { cv: 0, qv: 0 };

/** A decimal volume in whole hundredths. */
export function toHundredths(value: number): number {
  return Math.round(value * VOLUME_SCALE);
}

/** Whole hundredths back to the decimal volume. */
export function fromHundredths(hundredths: number): number {
  return hundredths / VOLUME_SCALE;
}

/** The sum of volumes, exact to the hundredth. */
export function sumVolumes(volumes: readonly Volume[]): Volume {
  const cv = volumes.reduce((sum, volume) => sum + toHundredths(volume.cv), 0);
  const qv = volumes.reduce((sum, volume) => sum + toHundredths(volume.qv), 0);
  return { cv: fromHundredths(cv), qv: fromHundredths(qv) };
}

/** The volume with its sign turned: what a reversal posts. */
export function negateVolume(volume: Volume): Volume {
  return { cv: volume.cv === 0 ? 0 : -volume.cv, qv: volume.qv === 0 ? 0 : -volume.qv };
}

/** A cart's `cv_total`/`qv_total` strings (SPEC "Cart"): two decimals. */
export function volumeText(value: number): string {
  return value.toFixed(2);
}
