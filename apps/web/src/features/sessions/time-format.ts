/** Seconds as m:ss (h:mm:ss past an hour), for the recording player and transcript timestamps. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Spec section 2: the call's duration in seconds, or 'N/A' when it is unknown. */
export function formatDurationSeconds(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return 'N/A';
  const whole = Math.round(seconds);
  return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
}

export interface DateFormatOptions {
  locale?: string;
  timeZone?: string;
}

/** The call's date and time as the reader's locale writes it, e.g. 'Nov 23, 2025, 2:05 PM'. */
export function formatCallDate(iso: string, { locale, timeZone }: DateFormatOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
