// The deadlines as an iCalendar feed: one all-day event per deadline on its due date, an alarm 7 days
// before, and a UID built from the deadline's stable id so a re-import updates instead of duplicating.
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import type { Deadline } from '@clearbill/shared';

export const ALARM_DAYS_BEFORE = 7;
const UID_DOMAIN = 'deadlines.clearbill';

export function calendarOf(deadlines: Deadline[], now: Date): string {
  const cal = ical({
    name: 'ClearBill deadlines',
    prodId: { company: 'ClearBill', product: 'Deadlines', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const d of deadlines) {
    const event = cal.createEvent({
      id: `${d.id}@${UID_DOMAIN}`,
      start: new Date(`${d.dueDate}T00:00:00Z`),
      allDay: true,
      stamp: now,
      summary: d.title,
      description: `${d.whatToDo}\n\nRule: ${d.ruleSource.label} ${d.ruleSource.url}`,
      url: d.ruleSource.url,
    });
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: ALARM_DAYS_BEFORE * 24 * 60 * 60,
      description: `In ${ALARM_DAYS_BEFORE} days: ${d.title}`,
    });
  }
  return cal.toString();
}
