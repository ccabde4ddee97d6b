import { z } from 'zod';

/** Calendar weeks (Monday to Sunday) in a user's time zone, for the calls-per-week count. */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes a day as YYYY-MM-DD, so the day is read from one formatted string.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA time zone this runtime knows ('Europe/Berlin', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local calendar day of an instant in `timeZone`, as midnight UTC of that day (for day arithmetic). */
function localDay(instant: Date, timeZone: string): number {
  const [year, month, day] = formatterFor(timeZone).format(instant).split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

const isoDay = (dayMs: number) => new Date(dayMs).toISOString().slice(0, 10);

/** The Monday of the week `instant` falls in, in `timeZone`: 'YYYY-MM-DD'. */
export function weekStartOf(instant: Date, timeZone: string): string {
  const day = localDay(instant, timeZone);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return isoDay(day - sinceMonday * DAY_MS);
}

/** Every week's Monday from `first` to `last` (both Mondays, 'YYYY-MM-DD'), inclusive. */
export function weeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let day = Date.parse(`${first}T00:00:00Z`), end = Date.parse(`${last}T00:00:00Z`); day <= end; day += 7 * DAY_MS)
    weeks.push(isoDay(day));
  return weeks;
}

/** GET /api/progress's query: the browser's time zone for the weekly count, UTC when absent. */
export const progressQuerySchema = z.object({
  timeZone: z
    .string()
    .max(64, 'Unknown time zone.')
    .refine((value) => isTimeZone(value), 'Unknown time zone.')
    .optional(),
});
