import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { deadlineListResponseSchema, type Deadline, type GeneratedLetter } from '@clearbill/shared';
import { uploadAndAnalyse } from '../test/analyse-upload';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { calendarOf } from './calendar';
import { listDeadlines, trackedLetter } from './service';

// A denial notice with its own date and an appeal window it states (60 days), de-identified enough to
// need no confirmation beyond what the pipeline proposes.
const denial = [
  'Acme Health Plan',
  'Notice of Adverse Benefit Determination',
  'Date of notice: March 2, 2026',
  '',
  'Your claim for procedure 73610, date of service February 10, 2026, billed $240.00, was denied.',
  'Reason: prior authorization was not obtained before the service. Denial code CO-197.',
  'You may request an appeal within 60 days of the date of this notice.',
  '',
].join('\n');

const routes = [
  { method: 'GET' as const, url: '/api/deadlines' },
  { method: 'GET' as const, url: '/api/deadlines.ics' },
];

describeEachDb('deadline routes', (h) => {
  it('refuses no credential, a bad token, guests and admins, and shows nothing', async () => {
    const guest = await createGuest(h());
    const admin = await createAdminSession(h());
    for (const route of routes) {
      expect((await h().request(route)).statusCode, route.url).toBe(401);
      const bad = await h().request({ ...route, headers: { authorization: 'Bearer not-a-token' } });
      expect(bad.statusCode, route.url).toBe(401);
      expect(bad.body).not.toContain('BEGIN:VCALENDAR');
      expect((await h().request({ ...route, headers: guest.headers })).statusCode, route.url).toBe(401);
      expect((await h().request({ ...route, headers: admin.auth })).statusCode, route.url).toBe(401);
    }
  });

  it('refuses a malformed authorization header with a clear 401, not a calendar', async () => {
    for (const route of routes) {
      const res = await h().request({ ...route, headers: { authorization: 'Basic abc' } });
      expect(res.statusCode, route.url).toBe(401);
      expect(res.json<{ error: string }>().error).toBeTruthy();
    }
  });

  it("lists the notice's own deadline for the owner only, and the .ics reads back with every event", async () => {
    const owner = await createUser(h());
    const other = await createUser(h());
    const { documentId, analysis } = await uploadAndAnalyse(h(), owner.auth, 'denial.txt', denial);
    expect(analysis.documentDates).toMatchObject({
      noticeDate: '2026-03-02',
      statedAppealDeadline: '2026-05-01',
    });

    const res = await h().request({ method: 'GET', url: '/api/deadlines', headers: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    const { deadlines } = deadlineListResponseSchema.parse(res.json());
    const appeal = deadlines.find((d) => d.documentId === documentId);
    expect(appeal).toMatchObject({
      kind: 'internal_appeal',
      dueDate: '2026-05-01',
      startDate: '2026-03-02',
      basis: 'notice',
    });

    const theirs = await h().request({ method: 'GET', url: '/api/deadlines', headers: other.auth });
    expect(theirs.json<{ deadlines: Deadline[] }>().deadlines).toEqual([]);

    const ics = await h().request({ method: 'GET', url: '/api/deadlines.ics', headers: owner.auth });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['content-disposition']).toContain('.ics');
    const events = new ICAL.Component(ICAL.parse(ics.body)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(deadlines.length);
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toBe(`${appeal!.id}@deadlines.clearbill`);
    expect(event.startDate.toString()).toBe('2026-05-01');
    expect(event.startDate.isDate).toBe(true);
    const alarm = events[0]!.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P7D');

    // Stable UIDs: a second download names the same events.
    const again = await h().request({ method: 'GET', url: '/api/deadlines.ics', headers: owner.auth });
    const uids = (body: string) =>
      new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).uid);
    expect(uids(again.body)).toEqual(uids(ics.body));

    const activity = await h().request({ method: 'GET', url: '/api/privacy/activity', headers: owner.auth });
    const actions = activity.json<{ events: { action: string }[] }>().events.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['deadlines.viewed', 'deadlines.calendar_downloaded']));

    const otherIcs = await h().request({ method: 'GET', url: '/api/deadlines.ics', headers: other.auth });
    expect(new ICAL.Component(ICAL.parse(otherIcs.body)).getAllSubcomponents('vevent')).toHaveLength(0);
  });

  it('turns a letter sent and then lost into the answer deadline, then an external review', async () => {
    const owner = await createUser(h());
    const other = await createUser(h());
    const made = await h().request({
      method: 'POST',
      url: '/api/generate-letter',
      headers: owner.auth,
      payload: {
        templateId: 'appeal-medical-necessity',
        recipientType: 'insurance',
        recipientName: 'Acme Health Plan',
        userData: {
          PATIENT_NAME: 'Robin Tester',
          PATIENT_ADDRESS: '1 Main St, Springfield',
          INSURANCE_COMPANY: 'Acme Health Plan',
          DATE_OF_SERVICE: '2026-02-10',
          PROVIDER_NAME: 'Riverside Clinic',
          DENIAL_DATE: '2026-03-02',
          MEDICAL_JUSTIFICATION: 'My doctor ordered the X-ray after a fall.',
        },
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json<{ letter: GeneratedLetter }>().letter.id;
    const deadlinesOf = async (auth: Record<string, string>) =>
      (await h().request({ method: 'GET', url: '/api/deadlines', headers: auth })).json<{
        deadlines: Deadline[];
      }>().deadlines;
    expect(await deadlinesOf(owner.auth)).toEqual([]);

    const track = (payload: object) =>
      h().request({ method: 'PATCH', url: `/api/letters/${id}/tracking`, headers: owner.auth, payload });
    const sent = await track({ status: 'sent', sentAt: '2025-12-01' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await deadlinesOf(owner.auth)).toEqual([
      expect.objectContaining({ kind: 'payer_response', letterId: id, dueDate: '2026-01-30' }),
    ]);
    expect(await deadlinesOf(other.auth)).toEqual([]);

    const answered = await track({ status: 'answered', answeredAt: '2026-01-10', outcome: 'lost' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await deadlinesOf(owner.auth)).toEqual([
      expect.objectContaining({ kind: 'external_review', letterId: id, dueDate: '2026-05-10' }),
    ]);
  });

  it("adds the letters' deadlines: the plan's answer once sent, an external review after a loss", async () => {
    const owner = await createUser(h());
    const letter = (over: Partial<GeneratedLetter>): GeneratedLetter => ({
      id: '7d0f8a4e-0000-4000-8000-000000000001',
      template_id: 't',
      template_name: 'Appeal of a denied claim',
      category_id: 'c',
      recipient_type: 'insurance',
      recipient_name: 'Plan',
      subject: 's',
      content: 'c',
      document_id: null,
      created_at: '2026-03-01T00:00:00.000Z',
      status: 'sent',
      sent_at: '2026-03-05',
      answered_at: null,
      outcome: null,
      response_kind: 'pre_service_appeal',
      response_due: null,
      response_rule: null,
      downloaded: true,
      ...over,
    });
    const caller = { kind: 'user' as const, userId: owner.user.id };
    const sent = await listDeadlines(h().ctx, caller, async () => [letter({})]);
    expect(sent).toEqual([expect.objectContaining({ kind: 'payer_response', dueDate: '2026-04-04' })]);
    const lost = await listDeadlines(h().ctx, caller, async () => [
      letter({ status: 'answered', outcome: 'lost', answered_at: '2026-04-01' }),
    ]);
    expect(lost).toEqual([expect.objectContaining({ kind: 'external_review', dueDate: '2026-08-01' })]);
    expect(trackedLetter(letter({ response_kind: 'billing_dispute' })).appealTiming).toBeNull();
    const records = await listDeadlines(h().ctx, caller, async () => [
      letter({
        response_kind: 'records_request',
        response_due: '2026-04-04',
        response_rule:
          'Access to health records is given within 30 days of the request (45 CFR 164.524(b)(2))',
      }),
    ]);
    expect(records).toEqual([
      expect.objectContaining({
        kind: 'payer_response',
        dueDate: '2026-04-04',
        ruleSource: expect.objectContaining({ url: 'https://www.ecfr.gov/current/title-45/section-164.524' }),
      }),
    ]);
    // Every letter deadline goes into the calendar too.
    const cal = new ICAL.Component(ICAL.parse(calendarOf([...sent, ...lost], new Date())));
    expect(cal.getAllSubcomponents('vevent')).toHaveLength(2);
  });
});
