import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  adminAnalysesResponseSchema,
  adminAnalyticsSchema,
  adminDocumentsResponseSchema,
  adminLettersResponseSchema,
  adminUsersResponseSchema,
} from '@clearbill/shared';
import { hours, minutes } from '../clock';
import { queryRows } from '../codes/sql-rows';
import { auditEvents } from '../db/schema';
import { seedAnalysisRow, seedDocumentRow, seedLetterRow, seedUserRow } from '../test/back-office-seed';
import { createAdminSession, createUser } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';

const DAY = hours(24);
/** The spec's demo figures: none may appear unless the data says so (here it never does). */
const demoDefaults = [127, 459, 387, 342, 29, 94.7, 89];

function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

async function direct(h: Harness, query: string): Promise<number> {
  const [row] = await queryRows(h.ctx.db, sql.raw(query));
  return Number(row?.n);
}

/** Seeds users, documents, analyses and letters at known times around the harness clock. */
async function seed(h: Harness) {
  const now = h.clock.now();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const ctx = h.ctx;
  const u1 = await seedUserRow(ctx, {
    email: 'first-seeded@example.org',
    createdAt: ago(2 * DAY),
    emailVerified: true,
    lastLoginAt: ago(hours(1)),
  });
  const u2 = await seedUserRow(ctx, { email: 'second-seeded@example.org', createdAt: ago(10 * DAY) });
  const u3 = await seedUserRow(ctx, { email: 'third-seeded@example.org', createdAt: ago(30 * DAY) });

  const d1 = await seedDocumentRow(ctx, { ownerUserId: u1, createdAt: ago(DAY) });
  const d2Expires = ago(2 * DAY);
  const d2 = await seedDocumentRow(ctx, {
    ownerUserId: u1,
    createdAt: ago(3 * DAY),
    documentType: 'eob',
    format: 'pdf',
    byteSize: 52_000,
    originalExpiresAt: d2Expires,
    originalDeletedAt: new Date(d2Expires.getTime() - hours(1)),
  });
  const d3Expires = ago(7 * DAY);
  const d3 = await seedDocumentRow(ctx, {
    ownerUserId: u2,
    createdAt: ago(8 * DAY),
    documentType: 'denial_letter',
    originalExpiresAt: d3Expires,
    originalDeletedAt: new Date(d3Expires.getTime() + hours(1)),
  });
  await seedDocumentRow(ctx, {
    ownerUserId: u2,
    createdAt: ago(9 * DAY),
    status: 'failed',
    originalExpiresAt: ago(8 * DAY),
  });
  await seedDocumentRow(ctx, { ownerUserId: null, createdAt: ago(hours(1)), status: 'processing' });
  const d6Expires = ago(19 * DAY);
  const d6 = await seedDocumentRow(ctx, {
    ownerUserId: u3,
    createdAt: ago(20 * DAY),
    originalExpiresAt: d6Expires,
    originalDeletedAt: new Date(d6Expires.getTime() + minutes(5)),
  });

  await seedAnalysisRow(ctx, {
    documentId: d1,
    createdAt: ago(DAY),
    providerName: 'Lakeside Community Hospital',
    payerName: 'Aetna',
    findings: [
      { type: 'duplicate_charge', severity: 'high', amount: 24 },
      { type: 'unbundling', severity: 'medium', amount: 100 },
    ],
  });
  await seedAnalysisRow(ctx, {
    documentId: d2,
    createdAt: ago(3 * DAY),
    documentType: 'eob',
    providerName: 'Lakeside Community Hospital',
    payerName: 'Aetna',
    findings: [
      { type: 'appeal_opportunity', severity: 'high', amount: 500, reasonClass: 'medical_necessity' },
      { type: 'duplicate_charge', severity: 'high', amount: 30 },
    ],
  });
  await seedAnalysisRow(ctx, {
    documentId: d3,
    createdAt: ago(8 * DAY),
    documentType: 'denial_letter',
    providerName: '[NAME]',
    payerName: 'Cigna',
    findings: [
      { type: 'appeal_opportunity', severity: 'medium', amount: 300, reasonClass: 'prior_authorization' },
    ],
  });
  await seedAnalysisRow(ctx, {
    documentId: d6,
    createdAt: ago(20 * DAY),
    providerName: 'Riverside Clinic',
    findings: [{ type: 'duplicate_charge', severity: 'low', amount: 10 }],
  });

  const templates = await queryRows(
    ctx.db,
    sql`SELECT DISTINCT ON (category_id) id, category_id, name FROM letter_templates ORDER BY category_id, id LIMIT 2`,
  );
  const [a, b] = templates.map((t) => ({
    id: String(t.id),
    category: String(t.category_id),
    name: String(t.name),
  }));
  if (!a || !b) throw new Error('letter templates not seeded');
  await seedLetterRow(ctx, { ownerUserId: u1, templateId: a.id, createdAt: ago(DAY), downloaded: true });
  await seedLetterRow(ctx, { ownerUserId: u1, templateId: a.id, createdAt: ago(2 * DAY) });
  await seedLetterRow(ctx, { ownerUserId: u2, templateId: b.id, createdAt: ago(40 * DAY) });

  // A data-rights request last month: not this month's.
  await ctx.db.insert(auditEvents).values({
    occurredAt: ago(30 * DAY),
    actorType: 'user',
    actorId: u3,
    subjectUserId: u3,
    action: 'gdpr.data_access',
    resourceType: 'user',
  });
  return { u1, u2, u3, d1, d2, d3, d6, templateA: a, templateB: b };
}

describeEachDb(
  'back office on live data',
  (h) => {
    let seeded: Awaited<ReturnType<typeof seed>>;
    let admin: Awaited<ReturnType<typeof createAdminSession>>;
    const get = async <S extends z.ZodType>(url: string, schema: S) => {
      const res = await h().request({ method: 'GET', url, headers: admin.auth });
      expect(res.statusCode, res.body).toBe(200);
      return { body: schema.parse(res.json()), raw: res.body };
    };

    it('answers every overview figure from the database', async () => {
      admin = await createAdminSession(h());
      seeded = await seed(h());
      // A real data-rights request and a real crisis answer, through their routes.
      const patient = await createUser(h());
      const exportRes = await h().request({
        method: 'POST',
        url: '/api/gdpr/data_access',
        headers: patient.auth,
      });
      expect(exportRes.statusCode).toBe(200);
      const chat = await h().request({
        method: 'POST',
        url: '/api/chat/enhanced-public',
        payload: { message: 'I want to kill myself over these bills' },
      });
      expect(chat.json<{ urgent?: boolean }>().urgent).toBe(true);
      // Regulations and payer documents loaded through their own admin calls.
      for (const url of ['/api/admin/regulatory/seed', '/api/admin/payer-documentation/seed-fast']) {
        const loaded = await h().request({ method: 'POST', url, headers: admin.auth });
        expect(loaded.statusCode, loaded.body).toBe(200);
      }

      const { body: a } = await get('/api/admin/analytics', adminAnalyticsSchema);
      expect(a.totalUsers).toBe(await direct(h(), 'SELECT count(*) AS n FROM users'));
      expect(a.totalUsers).toBe(4);
      expect(a.totalDocuments).toBe(await direct(h(), 'SELECT count(*) AS n FROM documents'));
      expect(a.totalDocuments).toBe(6);
      expect(a.totalAnalyses).toBe(await direct(h(), 'SELECT count(*) AS n FROM analyses'));
      expect(a.totalAnalyses).toBe(4);
      expect(a.totalLetters).toBe(await direct(h(), 'SELECT count(*) AS n FROM generated_letters'));
      expect(a.totalLetters).toBe(3);
      expect(a.totalMedicalCodes).toBe(await direct(h(), 'SELECT count(*) AS n FROM medical_codes'));
      expect(Object.keys(a.medicalCodesByType)).toContain('ICD-10-CM');
      expect(a.available).toEqual({ regulations: true, medicalCodes: true, payerDocuments: true });
      expect(a.totalRegulations).toBe(
        await direct(h(), 'SELECT count(*) AS n FROM regulations WHERE deleted_at IS NULL'),
      );
      expect(a.totalPayerDocuments).toBe(await direct(h(), 'SELECT count(*) AS n FROM payer_documents'));
      expect(a.uniquePayers).toBe(
        await direct(h(), 'SELECT count(DISTINCT payer_id) AS n FROM payer_documents'),
      );
      expect(Math.min(a.totalRegulations, a.totalPayerDocuments, a.uniquePayers)).toBeGreaterThan(0);

      expect(a.topErrors).toEqual([
        { severity: 'high', errorType: 'duplicate_charge', count: 2 },
        { severity: 'low', errorType: 'duplicate_charge', count: 1 },
        { severity: 'medium', errorType: 'unbundling', count: 1 },
      ]);
      expect(a.topInsuranceDenials).toEqual([
        { insuranceCompany: 'Aetna', denialType: 'medical_necessity', count: 1, avgAmount: 500 },
        { insuranceCompany: 'Cigna', denialType: 'prior_authorization', count: 1, avgAmount: 300 },
      ]);
      expect(a.topProviderErrors).toEqual([
        {
          providerName: 'Lakeside Community Hospital',
          facilityType: null,
          errorType: 'duplicate_charge',
          count: 2,
          avgAmount: 27,
        },
        {
          providerName: 'Lakeside Community Hospital',
          facilityType: null,
          errorType: 'unbundling',
          count: 1,
          avgAmount: 100,
        },
        {
          providerName: 'Riverside Clinic',
          facilityType: null,
          errorType: 'duplicate_charge',
          count: 1,
          avgAmount: 10,
        },
      ]);
      // Due: four originals; deleted by the window's end (or within the sweep's grace): two.
      expect(a.complianceMetrics).toEqual({
        dataRetentionCompliance: 50,
        documentsDue: 4,
        documentsDeletedOnTime: 2,
        gdprRequests: 1,
      });
      expect(a.recentActivity).toEqual({
        crisisResponsesThisWeek: 1,
        newUsersThisWeek: 2,
        documentsUploadedThisWeek: 3,
        analysesThisWeek: 2,
      });
      for (const n of demoDefaults) expect(numbersIn(a)).not.toContain(n);
    });

    it('keeps the findings table in step when an analysis is replaced or its document deleted', async () => {
      await h().ctx.sql(
        `UPDATE analyses SET result = jsonb_set(result, '{findings}', '[]'::jsonb) WHERE document_id = $1`,
        [seeded.d6],
      );
      const { body: a } = await get('/api/admin/analytics', adminAnalyticsSchema);
      expect(a.topErrors.find((e) => e.severity === 'low')).toBeUndefined();
      expect(a.topProviderErrors.map((p) => p.providerName)).not.toContain('Riverside Clinic');
      await h().ctx.sql(`DELETE FROM documents WHERE id = $1`, [seeded.d1]);
      expect(
        await direct(h(), `SELECT count(*) AS n FROM analysis_findings WHERE document_id = '${seeded.d1}'`),
      ).toBe(0);
      const after = (await get('/api/admin/analytics', adminAnalyticsSchema)).body;
      expect(after.topErrors[0]).toEqual({ severity: 'high', errorType: 'duplicate_charge', count: 1 });
    });

    it('lists users with their live counts, the admins and the compliance cards; never a hash', async () => {
      const { body, raw } = await get('/api/admin/users', adminUsersResponseSchema);
      expect(body.paging.total).toBe(await direct(h(), 'SELECT count(*) AS n FROM users'));
      const first = body.data.find((u) => u.id === seeded.u1);
      expect(first).toMatchObject({
        email: 'first-seeded@example.org',
        emailVerified: true,
        documentCount: await direct(
          h(),
          `SELECT count(*) AS n FROM documents WHERE owner_user_id = '${seeded.u1}'`,
        ),
        analysisCount: 1, // its first document was deleted by the test before
        isAdmin: false,
      });
      expect(first?.lastLogin).not.toBeNull();
      expect(body.data.find((u) => u.id === seeded.u3)?.lastLogin).toBeNull();
      expect(body.admins.map((x) => x.username)).toContain(admin.username);
      expect(body.metrics).toEqual({
        dataRetentionCompliance: 50,
        gdprRequests: 1,
        crisisResponsesThisWeek: 1,
      });
      expect(raw).not.toMatch(/password|hash|token|seeded-no-sign-in/i);

      const searched = (await get('/api/admin/users?search=SECOND-seeded', adminUsersResponseSchema)).body;
      expect(searched.data.map((u) => u.id)).toEqual([seeded.u2]);
      const paged = (await get('/api/admin/users?pageSize=2&page=2', adminUsersResponseSchema)).body;
      expect(paged.data).toHaveLength(2);
      expect(paged.paging).toEqual({ page: 2, pageSize: 2, total: body.paging.total });
      const none = (await get('/api/admin/users?search=%25', adminUsersResponseSchema)).body;
      expect(none.data).toEqual([]);
    });

    it('answers a flood of user-list refreshes 429 with Retry-After', async () => {
      const other = await createAdminSession(h());
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 6; i++) {
        const res = await h().request({ method: 'GET', url: '/api/admin/users', headers: other.auth });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          retryAfter = String(res.headers['retry-after']);
          expect(res.json()).toMatchObject({
            error: 'rate_limited',
            message: 'Please wait before refreshing user data',
          });
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      h().clock.advance(minutes(1));
      const later = await h().request({ method: 'GET', url: '/api/admin/users', headers: other.auth });
      expect(later.statusCode).toBe(200);
    });

    it('lists documents as metadata with the status filter and search on the server', async () => {
      const { body, raw } = await get('/api/admin/documents', adminDocumentsResponseSchema);
      expect(body.paging.total).toBe(await direct(h(), 'SELECT count(*) AS n FROM documents'));
      expect(body.stats).toEqual({
        total: await direct(h(), 'SELECT count(*) AS n FROM documents'),
        analyzed: await direct(h(), "SELECT count(*) AS n FROM documents WHERE status = 'analyzed'"),
        processing: 1,
        failed: 1,
        withErrors: await direct(h(), 'SELECT count(*) AS n FROM analyses WHERE finding_count > 0'),
      });
      expect(raw).not.toContain('seeded.txt');
      const eob = body.data.find((d) => d.id === seeded.d2);
      expect(eob).toMatchObject({
        fileType: 'pdf',
        documentType: 'eob',
        byteSize: 52_000,
        status: 'analyzed',
        findingCount: 2,
        potentialSavings: 530,
        userEmail: 'first-seeded@example.org',
      });
      const failed = (await get('/api/admin/documents?status=failed', adminDocumentsResponseSchema)).body;
      expect(failed.data.map((d) => d.status)).toEqual(['failed']);
      const mine = (await get('/api/admin/documents?search=second-seeded', adminDocumentsResponseSchema))
        .body;
      expect(mine.paging.total).toBe(2);
      expect(mine.data.every((d) => d.userEmail === 'second-seeded@example.org')).toBe(true);
    });

    it('lists analyses with the severity filter, search and live stat cards', async () => {
      const { body } = await get('/api/admin/analyses', adminAnalysesResponseSchema);
      expect(body.stats).toEqual({
        total: await direct(h(), 'SELECT count(*) AS n FROM analyses'),
        thisWeek: await direct(
          h(),
          `SELECT count(*) AS n FROM analyses WHERE created_at >= '${new Date(h().clock.now().getTime() - 7 * DAY).toISOString()}'`,
        ),
        highSeverity: await direct(h(), 'SELECT count(*) AS n FROM analyses WHERE high_count > 0'),
        potentialSavings: 840,
        // Analysed 3 (one was deleted), failed 1.
        successRate: 75,
      });
      expect(body.data.find((r) => r.documentId === seeded.d2)).toMatchObject({
        analysisType: 'eob',
        errorType: 'appeal_opportunity',
        severity: 'high',
        findingCount: 2,
        potentialSavings: 530,
        userEmail: 'first-seeded@example.org',
        status: 'completed',
      });
      const high = (await get('/api/admin/analyses?severity=high', adminAnalysesResponseSchema)).body;
      expect(high.data.map((r) => r.documentId)).toEqual([seeded.d2]);
      const critical = (await get('/api/admin/analyses?severity=critical', adminAnalysesResponseSchema)).body;
      expect(critical.paging.total).toBe(0);
      const denial = (await get('/api/admin/analyses?search=denial', adminAnalysesResponseSchema)).body;
      expect(denial.data.map((r) => r.documentId)).toEqual([seeded.d3]);
      const typed = (
        await get('/api/admin/analyses?search=appeal%20opportunity', adminAnalysesResponseSchema)
      ).body;
      expect(typed.paging.total).toBe(2);
    });

    it('lists generated letters with the category filter and search; never their content', async () => {
      const { body, raw } = await get('/api/admin/letters', adminLettersResponseSchema);
      expect(body.paging.total).toBe(await direct(h(), 'SELECT count(*) AS n FROM generated_letters'));
      expect(raw).not.toContain('Seeded Recipient');
      const rowA = body.data.find((l) => l.templateName === seeded.templateA.name);
      expect(rowA).toMatchObject({ category: seeded.templateA.category, usageCount: 2, successRate: null });
      expect(body.data.filter((l) => l.downloaded)).toHaveLength(1);
      const inB = (
        await get(`/api/admin/letters?category=${seeded.templateB.category}`, adminLettersResponseSchema)
      ).body;
      expect(inB.data.map((l) => l.templateName)).toEqual([seeded.templateB.name]);
      const byEmail = (await get('/api/admin/letters?search=first-seeded', adminLettersResponseSchema)).body;
      expect(byEmail.paging.total).toBe(2);
      expect(body.categories.length).toBeGreaterThan(1);
    });

    it('refuses bad input with a 400 naming nothing it did', async () => {
      for (const url of [
        '/api/admin/users?page=0',
        '/api/admin/users?pageSize=1000',
        `/api/admin/users?search=${'x'.repeat(201)}`,
        '/api/admin/documents?status=deleted',
        '/api/admin/analyses?severity=urgent',
        '/api/admin/analyses?page=abc',
        '/api/admin/letters?category=',
        '/api/admin/audit-log?adminId=not-an-id',
        '/api/admin/audit-log?from=yesterday',
        '/api/admin/audit-log/export?to=2026-13-45',
      ]) {
        const res = await h().request({ method: 'GET', url, headers: admin.auth });
        expect(res.statusCode, url).toBe(400);
        expect(res.json<{ error: string }>().error, url).toBe('validation_failed');
      }
    });
  },
  { ADMIN_USERS_LIST_PER_MINUTE: '5' },
);
