import { expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { HipaaChecklistItem, HipaaChecklistResponse, SecurityScan } from '@clearbill/shared';
import { queryRows } from '../codes/sql-rows';
import { auditEvents, hipaaChecklistItems } from '../db/schema';
import { hours, minutes } from '../clock';
import { recordSweepRun, RETENTION_SWEEP } from '../sweep-runs';
import { createAdminSession, createUser } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';

const routes = [
  { method: 'GET', url: '/api/admin/hipaa-checklist' },
  {
    method: 'PUT',
    url: '/api/admin/hipaa-checklist/integrity',
    payload: { compliant: true, verified: true },
  },
  { method: 'POST', url: '/api/admin/hipaa/security-scan' },
  { method: 'GET', url: '/api/admin/hipaa/reports/audit' },
  { method: 'GET', url: '/api/admin/hipaa/reports/compliance' },
] as const;

const checklist = async (h: Harness, auth: Record<string, string>) => {
  const res = await h.request({ method: 'GET', url: '/api/admin/hipaa-checklist', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json<HipaaChecklistResponse>();
};

describeEachDb('HIPAA Audit admin calls', (harness) => {
  it('refuse no credential (401), a patient token (403) and an admin without an authenticator (403)', async () => {
    const h = harness();
    const user = await createUser(h);
    const unenrolled = await createAdminSession(h, { enrolled: false });
    for (const route of routes) {
      expect((await h.request({ ...route })).statusCode, route.url).toBe(401);
      expect((await h.request({ ...route, headers: user.auth })).statusCode, route.url).toBe(403);
      expect((await h.request({ ...route, headers: unenrolled.auth })).statusCode, route.url).toBe(403);
    }
    const [row] = await h.ctx.db
      .select()
      .from(hipaaChecklistItems)
      .where(eq(hipaaChecklistItems.key, 'integrity'));
    expect(row?.updatedAt ?? null).toBeNull();
  });

  it('start with the spec’s flags: 14 of 15 compliant (93%), two unverified, nobody named', async () => {
    const h = harness();
    const admin = await createAdminSession(h);
    const list = await checklist(h, admin.auth);
    expect(list.items).toHaveLength(15);
    expect(list.overallPercent).toBe(93);
    expect(list.items.filter((i) => !i.compliant).map((i) => i.key)).toEqual(['periodicEvaluation']);
    expect(list.items.filter((i) => !i.verified).map((i) => i.key)).toEqual([
      'transmissionSecurity',
      'periodicEvaluation',
    ]);
    expect(list.items.every((i) => i.updatedBy === null && i.updatedAt === null)).toBe(true);
    expect(list.groups).toEqual([
      { group: 'technical', label: 'Technical', citation: '§164.312', percent: 100 },
      { group: 'administrative', label: 'Administrative', citation: '§164.308', percent: 86 },
      { group: 'physical', label: 'Physical', citation: '§164.310', percent: 100 },
    ]);
    // Spec 02 §2: alerts fall due in 14 days, pending checks in 30 (from 2026-01-15, the clock's start).
    expect(list.actionItems).toEqual([
      expect.objectContaining({ key: 'periodicEvaluation', dueDate: '2026-01-29' }),
      expect.objectContaining({ key: 'transmissionSecurity', dueDate: '2026-02-14' }),
    ]);
  });

  it('PUT changes an item, records who and when, audits it and moves the percentage', async () => {
    const h = harness();
    const admin = await createAdminSession(h, { username: 'officer-kim' });
    h.clock.advance(minutes(5));
    const res = await h.request({
      method: 'PUT',
      url: '/api/admin/hipaa-checklist/workforceTraining',
      headers: admin.auth,
      payload: {
        compliant: false,
        verified: false,
        notes: 'Annual training lapsed for two staff.',
        evidenceLinks: ['https://intranet.example.org/training/2026'],
      },
    });
    expect(res.statusCode).toBe(200);
    const item = res.json<HipaaChecklistItem>();
    expect(item).toMatchObject({
      key: 'workforceTraining',
      compliant: false,
      verified: false,
      status: 'alert',
      notes: 'Annual training lapsed for two staff.',
      evidenceLinks: ['https://intranet.example.org/training/2026'],
      updatedBy: 'officer-kim',
      updatedAt: h.clock.now().toISOString(),
    });
    const list = await checklist(h, admin.auth);
    // periodicEvaluation was already not compliant: 13 of 15.
    expect(list.overallPercent).toBe(Math.round((13 / 15) * 100));
    const audits = await h.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'hipaa.checklist_updated'));
    expect(audits).toContainEqual(
      expect.objectContaining({ actorType: 'admin', actorId: admin.id, resourceId: 'workforceTraining' }),
    );
    // Notes and links are kept when a later change leaves them out.
    const again = await h.request({
      method: 'PUT',
      url: '/api/admin/hipaa-checklist/workforceTraining',
      headers: admin.auth,
      payload: { compliant: true, verified: true },
    });
    expect(again.json<HipaaChecklistItem>()).toMatchObject({
      status: 'done',
      notes: 'Annual training lapsed for two staff.',
    });
  });

  it('PUT refuses bad input with 400 (or 404 for an unknown item) and changes nothing', async () => {
    const h = harness();
    const admin = await createAdminSession(h);
    const before = await checklist(h, admin.auth);
    const bad: { url: string; payload: unknown; status: number }[] = [
      { url: 'integrity', payload: {}, status: 400 },
      { url: 'integrity', payload: { compliant: 'yes', verified: true }, status: 400 },
      {
        url: 'integrity',
        payload: { compliant: true, verified: true, evidenceLinks: ['javascript:alert(1)'] },
        status: 400,
      },
      {
        url: 'integrity',
        payload: { compliant: true, verified: true, notes: 'x'.repeat(2001) },
        status: 400,
      },
      { url: 'integrity', payload: { compliant: true, verified: true, extra: 1 }, status: 400 },
      { url: 'notAnItem', payload: { compliant: true, verified: true }, status: 404 },
    ];
    for (const b of bad) {
      const res = await h.request({
        method: 'PUT',
        url: `/api/admin/hipaa-checklist/${b.url}`,
        headers: admin.auth,
        payload: b.payload as object,
      });
      expect(res.statusCode, JSON.stringify(b.payload)).toBe(b.status);
    }
    const after = await checklist(h, admin.auth);
    expect(after.items).toEqual(before.items);
  });

  it('the security scan reads the live state, is stored and audited, and failures become action items', async () => {
    const h = harness();
    await createAdminSession(h, { enrolled: false });
    const admin = await createAdminSession(h);
    const first = await h.request({
      method: 'POST',
      url: '/api/admin/hipaa/security-scan',
      headers: admin.auth,
    });
    expect(first.statusCode).toBe(200);
    const scan = first.json<SecurityScan>();
    const byKey = Object.fromEntries(scan.checks.map((c) => [c.key, c.passed]));
    expect(byKey).toEqual({
      adminsEnrolled: false,
      encryptionKey: true,
      sweepsRecent: false,
      noExpiredDocuments: true,
      sessionIdleTimeout: true,
      auditLogRecent: true,
    });
    expect(scan).toMatchObject({ passed: 4, total: 6, ranBy: admin.username });
    const list = await checklist(h, admin.auth);
    expect(list.lastScan?.id).toBe(scan.id);
    expect(list.actionItems.map((a) => a.key)).toEqual(
      expect.arrayContaining(['scan:adminsEnrolled', 'scan:sweepsRecent']),
    );

    // A sweep that finished a moment ago passes; one over an hour old does not.
    const now = h.clock.now();
    await recordSweepRun(h.ctx, RETENTION_SWEEP, now, now, true);
    const second = (
      await h.request({ method: 'POST', url: '/api/admin/hipaa/security-scan', headers: admin.auth })
    ).json<SecurityScan>();
    expect(second.checks.find((c) => c.key === 'sweepsRecent')?.passed).toBe(true);
    h.clock.advance(hours(1) + minutes(1));
    const fresh = await createAdminSession(h);
    const third = (
      await h.request({ method: 'POST', url: '/api/admin/hipaa/security-scan', headers: fresh.auth })
    ).json<SecurityScan>();
    expect(third.checks.find((c) => c.key === 'sweepsRecent')?.passed).toBe(false);
    const runs = await h.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'hipaa.security_scan_run'));
    expect(runs.length).toBeGreaterThanOrEqual(3);
  });

  it('the reports are real PDFs of the live state, and each export is audited', async () => {
    const h = harness();
    const admin = await createAdminSession(h);
    for (const kind of ['audit', 'compliance'] as const) {
      const res = await h.request({
        method: 'GET',
        url: `/api/admin/hipaa/reports/${kind}`,
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`hipaa-${kind}-report-\\d{4}-\\d{2}-\\d{2}\\.pdf`),
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const [n] = await queryRows(
        h.ctx.db,
        sql`SELECT count(*)::int AS n FROM audit_events WHERE action = ${`hipaa.${kind}_report_exported`}`,
      );
      expect(Number(n?.n)).toBeGreaterThanOrEqual(1);
    }
    const bad = await h.request({
      method: 'GET',
      url: '/api/admin/hipaa/reports/everything',
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(400);
  });
});
