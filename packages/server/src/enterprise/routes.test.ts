import { expect, it } from 'vitest';
import type {
  AccuracyReviewResponse,
  CodeUpdateScheduleResponse,
  CodeValidationResponse,
  ReviewFlag,
  ReviewFlagList,
  ReviewQueueSummary,
} from '@clearbill/shared';
import { codeReviewFlags, codeUpdateJobs } from '../db/schema';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';
import { insertFixtureCodes } from './test-fixtures';

const flagId = '00000000-0000-4000-8000-000000000000';

/** Every enterprise route open to a signed-in account, with a valid body. */
const accountRoutes = [
  {
    method: 'POST',
    url: '/api/enterprise/code-validation',
    payload: { code: 'E11.9', codeType: 'ICD-10-CM' },
  },
  {
    method: 'POST',
    url: '/api/enterprise/manual-review/flag',
    payload: { code: 'E11.9', codeType: 'ICD-10-CM', reason: 'missing_info', description: 'Which type?' },
  },
  {
    method: 'POST',
    url: '/api/enterprise/ai-accuracy/review',
    payload: { codes: ['E11.9'], clinicalDocumentation: 'Type 2 diabetes' },
  },
  { method: 'GET', url: '/api/enterprise/code-updates' },
] as const;

/** The back office's: the whole service's queue counts, and scheduling what every analysis checks against. */
const adminEnterpriseRoutes = [
  { method: 'GET', url: '/api/enterprise/manual-review/summary' },
  { method: 'POST', url: '/api/enterprise/code-updates/schedule' },
] as const;

const adminOnlyRoutes = [
  ...adminEnterpriseRoutes,
  { method: 'GET', url: '/api/admin/review-flags' },
  { method: 'PATCH', url: `/api/admin/review-flags/${flagId}`, payload: { status: 'resolved' } },
] as const;

async function countRows(h: Harness) {
  const flags = await h.ctx.db.select().from(codeReviewFlags);
  const jobs = await h.ctx.db.select().from(codeUpdateJobs);
  return { flags: flags.length, jobs: jobs.length };
}

describeEachDb('enterprise coding', (h) => {
  it('refuses callers without an account: no credential, a guest session, a dead token', async () => {
    const guest = await createGuest(h());
    const before = await countRows(h());
    for (const route of [...accountRoutes, ...adminOnlyRoutes]) {
      for (const headers of [{}, guest.headers, { authorization: 'Bearer cbu_not-a-real-token' }]) {
        const res = await h().request({ ...route, headers });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json<{ error: string }>().error).toBe('unauthorized');
      }
    }
    expect(await countRows(h())).toEqual(before);
  });

  it('opens the enterprise routes to a patient and to an admin', async () => {
    const user = await createUser(h());
    const admin = await createAdminSession(h());
    for (const route of accountRoutes) {
      for (const headers of [user.auth, admin.auth]) {
        const res = await h().request({ ...route, headers });
        expect(res.statusCode, `${route.method} ${route.url} ${res.body}`).toBeLessThan(300);
      }
    }
  });

  it("keeps the review queue, its counts and update scheduling for admins: a patient's token gets 403", async () => {
    const user = await createUser(h());
    const before = await countRows(h());
    for (const route of adminOnlyRoutes) {
      const res = await h().request({ ...route, headers: user.auth });
      expect(res.statusCode, route.url).toBe(403);
      expect(res.json<{ error: string }>().error).toBe('forbidden');
    }
    expect(await countRows(h())).toEqual(before);
    const admin = await createAdminSession(h());
    for (const route of adminEnterpriseRoutes) {
      const res = await h().request({ ...route, headers: admin.auth });
      expect(res.statusCode, `${route.url} ${res.body}`).toBe(200);
    }
  });

  it('validates a code: format, database, billable, in effect', async () => {
    await insertFixtureCodes(h());
    const user = await createUser(h());
    const validate = async (payload: Record<string, string>) => {
      const res = await h().request({
        method: 'POST',
        url: '/api/enterprise/code-validation',
        headers: user.auth,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CodeValidationResponse>().validation;
    };

    const good = await validate({ code: 'e119', codeType: 'ICD-10-CM' });
    expect(good).toMatchObject({
      isValid: true,
      code: 'E119',
      formatValid: true,
      exists: true,
      billable: true,
      effectiveOnDate: true,
      title: 'Type 2 diabetes mellitus without complications',
    });
    expect(good.messages).toHaveLength(4);
    expect(good.messages[0]).toMatch(/^Format: E119 has the shape of an ICD-10-CM code: a letter/);

    const heading = await validate({ code: 'E11', codeType: 'ICD-10-CM' });
    expect(heading).toMatchObject({ isValid: false, exists: true, billable: false });
    expect(heading.messages[2]).toMatch(/^Billable: no/);

    const badFormat = await validate({ code: '9921', codeType: 'CPT' });
    expect(badFormat).toMatchObject({ isValid: false, formatValid: false, exists: false, billable: null });
    expect(badFormat.messages[0]).toContain('5 digits, or 4 digits followed by F, T, U or M');

    const unknown = await validate({ code: 'A99.9', codeType: 'ICD-10-CM' });
    expect(unknown).toMatchObject({ isValid: false, formatValid: true, exists: false });
    expect(unknown.messages[1]).toMatch(/was not found among the ICD-10-CM codes/);

    const expired = await validate({ code: 'Z99.89', codeType: 'ICD-10-CM' });
    expect(expired).toMatchObject({ isValid: false, exists: true, effectiveOnDate: false });
    expect(expired.messages[3]).toBe('In effect: no, it expired on 2020-09-30, before 2026-01-15.');
    const then = await validate({ code: 'Z99.89', codeType: 'ICD-10-CM', serviceDate: '2019-05-01' });
    expect(then.isValid).toBe(true);

    const early = await validate({ code: 'U07.1', codeType: 'ICD-10-CM', serviceDate: '2020-01-10' });
    expect(early).toMatchObject({ isValid: false, effectiveOnDate: false });
    expect(early.messages[3]).toContain('it starts on 2020-04-01');

    expect((await validate({ code: '0042T', codeType: 'Category-III' })).isValid).toBe(true);
    expect((await validate({ code: '0042T', codeType: 'HCPCS' })).formatValid).toBe(false);
    expect((await validate({ code: 'J1100', codeType: 'HCPCS' })).isValid).toBe(true);
    expect((await validate({ code: '00002-3227-30', codeType: 'NDC' })).exists).toBe(true);
    expect((await validate({ code: '0450', codeType: 'REVENUE' })).isValid).toBe(true);
    expect((await validate({ code: '470', codeType: 'DRG' })).isValid).toBe(true);
  });

  it("answers a validation without code or type with 'Please enter both code and code type'", async () => {
    const user = await createUser(h());
    for (const payload of [
      {},
      { code: '', codeType: 'CPT' },
      { code: '   ', codeType: 'CPT' },
      { code: '99213' },
      { code: '99213', codeType: '' },
      { code: '99213', codeType: 'ICD-9' },
    ]) {
      const res = await h().request({
        method: 'POST',
        url: '/api/enterprise/code-validation',
        headers: user.auth,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation_failed',
        message: 'Please enter both code and code type',
      });
    }
    const badDate = await h().request({
      method: 'POST',
      url: '/api/enterprise/code-validation',
      headers: user.auth,
      payload: { code: '99213', codeType: 'CPT', serviceDate: '15/01/2026' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<{ message: string }>().message).toBe('Enter the date of service as YYYY-MM-DD');
  });

  it('queues flags: stored with priority and reason, listed urgent first then oldest', async () => {
    const user = await createUser(h());
    const admin = await createAdminSession(h());
    await h().ctx.db.delete(codeReviewFlags);
    const flag = async (code: string, priority?: string) => {
      const res = await h().request({
        method: 'POST',
        url: '/api/enterprise/manual-review/flag',
        headers: user.auth,
        payload: {
          code,
          codeType: 'CPT',
          reason: 'unclear_documentation',
          description: `Check ${code}`,
          ...(priority ? { priority } : {}),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      h().clock.advance(1000);
      return res.json<ReviewFlag>();
    };
    const low = await flag('10001', 'low');
    const medium = await flag('10002');
    const urgentOld = await flag('10003', 'urgent');
    const high = await flag('10004', 'high');
    const urgentNew = await flag('10005', 'urgent');
    expect(medium).toMatchObject({ priority: 'medium', status: 'open', reason: 'unclear_documentation' });
    const [stored] = await h().ctx.db.select().from(codeReviewFlags).limit(1);
    expect(stored?.createdByUserId).toBe(user.user.id);

    const list = await h().request({ method: 'GET', url: '/api/admin/review-flags', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json<ReviewFlagList>().flags.map((f) => f.id)).toEqual([
      urgentOld.id,
      urgentNew.id,
      high.id,
      medium.id,
      low.id,
    ]);

    const patch = await h().request({
      method: 'PATCH',
      url: `/api/admin/review-flags/${urgentOld.id}`,
      headers: admin.auth,
      payload: { status: 'resolved' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json<ReviewFlag>()).toMatchObject({
      status: 'resolved',
      resolvedAt: h().clock.now().toISOString(),
    });

    const open = await h().request({
      method: 'GET',
      url: '/api/admin/review-flags?status=open',
      headers: admin.auth,
    });
    expect(open.json<ReviewFlagList>().flags).toHaveLength(4);

    const summary = await h().request({
      method: 'GET',
      url: '/api/enterprise/manual-review/summary',
      headers: admin.auth,
    });
    expect(summary.json<ReviewQueueSummary>()).toEqual({
      open: 4,
      inReview: 0,
      byPriority: { urgent: 1, high: 1, medium: 1, low: 1 },
    });

    const missing = await h().request({
      method: 'PATCH',
      url: `/api/admin/review-flags/${flagId}`,
      headers: admin.auth,
      payload: { status: 'open' },
    });
    expect(missing.statusCode).toBe(404);
    const badStatus = await h().request({
      method: 'PATCH',
      url: `/api/admin/review-flags/${high.id}`,
      headers: admin.auth,
      payload: { status: 'closed' },
    });
    expect(badStatus.statusCode).toBe(400);
    const badId = await h().request({
      method: 'PATCH',
      url: '/api/admin/review-flags/not-an-id',
      headers: admin.auth,
      payload: { status: 'open' },
    });
    expect(badId.statusCode).toBe(400);
  });

  it("refuses an incomplete flag with 'Please fill in all required fields' and stores nothing", async () => {
    const user = await createUser(h());
    const full = { code: '99213', codeType: 'CPT', reason: 'missing_info', description: 'Level unclear' };
    const before = await countRows(h());
    for (const drop of ['code', 'codeType', 'reason', 'description'] as const) {
      for (const value of [undefined, '', '  ']) {
        const payload: Record<string, unknown> = { ...full, [drop]: value };
        const res = await h().request({
          method: 'POST',
          url: '/api/enterprise/manual-review/flag',
          headers: user.auth,
          payload,
        });
        expect(res.statusCode, `${drop}=${String(value)}`).toBe(400);
        expect(res.json<{ message: string }>().message).toBe('Please fill in all required fields');
      }
    }
    const badPriority = await h().request({
      method: 'POST',
      url: '/api/enterprise/manual-review/flag',
      headers: user.auth,
      payload: { ...full, priority: 'whenever' },
    });
    expect(badPriority.statusCode).toBe(400);
    expect(await countRows(h())).toEqual(before);
  });

  it('reviews accuracy deterministically, with every point explained', async () => {
    await insertFixtureCodes(h());
    const user = await createUser(h());
    const review = async (payload: Record<string, unknown>) => {
      const res = await h().request({
        method: 'POST',
        url: '/api/enterprise/ai-accuracy/review',
        headers: user.auth,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AccuracyReviewResponse>().accuracyReview;
    };

    const good = await review({
      codes: ['m17.11', '27447'],
      clinicalDocumentation: 'Severe primary osteoarthritis of the right knee, failed conservative care.',
      procedureNotes: 'Total knee arthroplasty performed; replacement components cemented.',
    });
    expect(good.codes.map((c) => [c.code, c.codeType, c.exists, c.billable])).toEqual([
      ['M17.11', 'ICD-10-CM', true, true],
      ['27447', 'CPT', true, true],
    ]);
    expect(good.codes[0]?.matchedTerms).toEqual(['primary', 'osteoarthritis', 'knee']);
    expect(good.accuracyScore).toBe(100);
    expect(good.reasons.every((r) => r.points > 0)).toBe(true);
    const sumOf = (r: typeof good.reasons) => r.filter((x) => x.points > 0).reduce((s, x) => s + x.points, 0);
    expect(Math.round(sumOf(good.reasons))).toBe(100);

    // Same input, same answer.
    expect(
      await review({
        codes: ['m17.11', '27447'],
        clinicalDocumentation: 'Severe primary osteoarthritis of the right knee, failed conservative care.',
        procedureNotes: 'Total knee arthroplasty performed; replacement components cemented.',
      }),
    ).toEqual(good);

    const poor = await review({
      codes: ['J18.9', '27447', 'X99.99'],
      clinicalDocumentation: 'Sprained ankle after a fall.',
    });
    expect(poor.accuracyScore).toBeLessThan(60);
    const texts = poor.reasons.map((r) => r.text).join('\n');
    expect(texts).toContain('not found in the code database: X99.99');
    expect(texts).toContain('27447 (musculoskeletal surgery) has no diagnosis from a chapter');
    expect(texts).toContain('no words of the title found for J18.9');
    const lost = poor.reasons.filter((r) => r.points < 0).reduce((s, r) => s - r.points, 0);
    expect(Math.round(100 - lost)).toBe(poor.accuracyScore);

    const diagnosisOnly = await review({
      codes: ['E11.9'],
      clinicalDocumentation: 'Type 2 diabetes mellitus, no complications.',
    });
    expect(diagnosisOnly.reasons.map((r) => r.text).join('\n')).toContain(
      'No known procedure or service code',
    );
    expect(diagnosisOnly.accuracyScore).toBe(90);
  });

  it("refuses a review without codes or documentation with 'Please enter codes and clinical documentation'", async () => {
    const user = await createUser(h());
    for (const payload of [
      {},
      { codes: [], clinicalDocumentation: 'Notes' },
      { codes: [''], clinicalDocumentation: 'Notes' },
      { codes: ['99213'] },
      { codes: ['99213'], clinicalDocumentation: '   ' },
      { clinicalDocumentation: 'Notes' },
    ]) {
      const res = await h().request({
        method: 'POST',
        url: '/api/enterprise/ai-accuracy/review',
        headers: user.auth,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Please enter codes and clinical documentation');
    }
  });

  it('schedules the next update of each code set once, on the spec dates', async () => {
    const user = await createUser(h());
    const admin = await createAdminSession(h());
    await h().ctx.db.delete(codeUpdateJobs);
    const schedule = async () => {
      const res = await h().request({
        method: 'POST',
        url: '/api/enterprise/code-updates/schedule',
        headers: admin.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CodeUpdateScheduleResponse>();
    };
    // The harness clock starts on 2026-01-15.
    const first = await schedule();
    expect(first.message).toBe('Code updates scheduled: 4 new of 4 upcoming updates.');
    expect(first.jobs.map((j) => [j.codeSet, j.frequency, j.scheduledFor, j.status])).toEqual([
      ['Category-III', 'quarterly', '2026-04-01', 'scheduled'],
      ['HCPCS', 'quarterly', '2026-04-01', 'scheduled'],
      ['ICD-10-CM', 'annual', '2026-10-01', 'scheduled'],
      ['CPT', 'annual', '2027-01-01', 'scheduled'],
    ]);
    const again = await schedule();
    expect(again.message).toBe('Code updates scheduled: all 4 upcoming updates were already planned.');
    expect(again.jobs.map((j) => j.id)).toEqual(first.jobs.map((j) => j.id));

    const list = await h().request({
      method: 'GET',
      url: '/api/enterprise/code-updates',
      headers: user.auth,
    });
    expect(list.json<{ jobs: unknown[] }>().jobs).toHaveLength(4);
  });
});
