// Calendar arithmetic on YYYY-MM-DD days in UTC, so a time zone never moves a deadline.

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * n months later, the same day of the month; when that month has no such day, the first day of the month
 * after (45 CFR 147.136(d)(2)(i): "the first day of the fifth month").
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  if (d > lastDay) target.setUTCMonth(target.getUTCMonth() + 1, 1);
  else target.setUTCDate(d);
  return target.toISOString().slice(0, 10);
}

/** 'March 5, 2026' */
export function longDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
