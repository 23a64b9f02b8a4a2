import { ValidationFailed } from '../../platform/errors/domain-error';
import { wallTimeToInstant } from '../../platform/zoned-time';

/** How far ahead a pause may name its end. */
export const MAX_PAUSE_DAYS = 730;

/** The instant a subscription paused until `resumeOn` (`YYYY-MM-DD`) resumes: the start of that day in the shop's time zone. */
export function resumeInstant(resumeOn: string, timeZone: string): Date {
  const [year, month, day] = resumeOn.split('-').map(Number) as [number, number, number];
  return new Date(wallTimeToInstant({ year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone));
}

/**
 * Refuses (422 keyed `field`) a resume day that has already begun in the shop's time zone (a pause
 * must end in the future, or there is nothing to schedule) or lies more than MAX_PAUSE_DAYS ahead.
 */
export function assertResumeDay(resumeOn: string, timeZone: string, now: Date, field: string): void {
  const at = resumeInstant(resumeOn, timeZone).getTime();
  if (at <= now.getTime())
    throw new ValidationFailed({ [field]: [`must be a day after today in the shop’s time zone (${timeZone})`] });
  if (at - now.getTime() > MAX_PAUSE_DAYS * 86_400_000)
    throw new ValidationFailed({ [field]: [`must be at most ${MAX_PAUSE_DAYS} days ahead`] });
}
