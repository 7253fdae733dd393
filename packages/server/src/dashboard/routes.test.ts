import { expect, it } from 'vitest';
import {
  dashboardAnalyticsSchema,
  dashboardOverviewSchema,
  documentListResponseSchema,
  type DashboardOverview,
  type GenerateLetterResponse,
} from '@clearbill/shared';
import { analysedDocument, upload } from '../test/documents';
import { createAdminSession, createGuest, createUser, signupInput } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';

const routes = [
  { method: 'GET' as const, url: '/api/dashboard/overview' },
  { method: 'GET' as const, url: '/api/dashboard/analytics' },
];

async function overview(h: Harness, headers: Record<string, string>): Promise<DashboardOverview> {
  const res = await h.request({ method: 'GET', url: '/api/dashboard/overview', headers });
  expect(res.statusCode, res.body).toBe(200);
  return dashboardOverviewSchema.parse(res.json());
}

/** A letter about the document, generated through the real route, then tracked. */
async function trackedLetter(
  h: Harness,
  headers: Record<string, string>,
  documentId: string,
  answered: boolean,
) {
  const res = await h.request({
    method: 'POST',
    url: '/api/generate-letter',
    headers,
    payload: {
      templateId: 'dispute-duplicate-charge',
      userData: {
        PATIENT_NAME: 'Jane Quenneville',
        PATIENT_ADDRESS: '12 Oak Street',
        PROVIDER_NAME: 'General Hospital',
        DATE_OF_SERVICE: '2026-01-12',
        DUPLICATE_CHARGES: 'Routine venipuncture (36415) is listed twice.',
        DISPUTED_AMOUNT: '24',
      },
      recipientType: 'provider',
      recipientName: 'Billing Office',
      documentId,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { letter } = res.json<GenerateLetterResponse>();
  const track = (payload: object) =>
    h.request({ method: 'PATCH', url: `/api/letters/${letter.id}/tracking`, headers, payload });
  expect((await track({ status: 'sent', sentAt: '2026-01-14' })).statusCode).toBe(200);
  if (answered) {
    const done = await track({ status: 'answered', answeredAt: '2026-01-15', outcome: 'won' });
    expect(done.statusCode, done.body).toBe(200);
  }
}

describeEachDb('dashboard routes', (h) => {
  it('refuses no credential, a bad token, guests and admins', async () => {
    const guest = await createGuest(h());
    const admin = await createAdminSession(h());
    for (const route of routes) {
      expect((await h().request(route)).statusCode, route.url).toBe(401);
      const bad = await h().request({ ...route, headers: { authorization: 'Bearer not-a-token' } });
      expect(bad.statusCode, route.url).toBe(401);
      expect((await h().request({ ...route, headers: guest.headers })).statusCode, route.url).toBe(401);
      expect((await h().request({ ...route, headers: admin.auth })).statusCode, route.url).toBe(401);
    }
  });

  it('starts at zero for a new account: no sample figures', async () => {
    const user = await createUser(h());
    const o = await overview(h(), user.auth);
    expect(o).toMatchObject({
      savingsIdentified: 0,
      billsAnalyzed: 0,
      documentCount: 0,
      activeAppeals: 0,
      completedAppeals: 0,
      recentDocuments: [],
      recentAnalyses: [],
      upcomingDeadlines: [],
    });
    const a = await h().request({ method: 'GET', url: '/api/dashboard/analytics', headers: user.auth });
    expect(dashboardAnalyticsSchema.parse(a.json())).toEqual({ months: [], findingsByType: [] });
  });

  it("counts each user's own documents, savings and appeals; neither sees the other's", async () => {
    const first = await createUser(h());
    const second = await createUser(h());
    const one = await analysedDocument(h(), first.auth);
    h().clock.advance(60_000);
    const two = await analysedDocument(h(), first.auth);
    h().clock.advance(60_000);
    const pending = (await upload(h(), { headers: first.auth })).body();
    const theirs = await analysedDocument(h(), second.auth);
    await trackedLetter(h(), first.auth, one.id, true);
    await trackedLetter(h(), first.auth, two.id, false);

    const perBill = one.start.document.status === 'analyzed' ? one.start.analyses : [];
    expect(perBill.length).toBeGreaterThan(0);
    const [a1, a2] = await Promise.all(
      [one.id, two.id].map(async (id) => {
        const res = await h().request({
          method: 'GET',
          url: `/api/documents/${id}/analysis`,
          headers: first.auth,
        });
        return res.json<{ analysis: { potentialSavings: number } }>().analysis.potentialSavings;
      }),
    );
    expect(a1).toBeGreaterThan(0);

    const mine = await overview(h(), first.auth);
    expect(mine.billsAnalyzed).toBe(2);
    expect(mine.documentCount).toBe(3);
    expect(mine.savingsIdentified).toBeCloseTo(a1! + a2!, 2);
    expect(mine.activeAppeals).toBe(1);
    expect(mine.completedAppeals).toBe(1);
    expect(mine.recentDocuments.map((d) => d.id)).toEqual([pending.documentId, two.id, one.id]);
    expect(mine.recentDocuments[0]).toMatchObject({ status: 'awaiting_confirmation', findingCount: null });
    expect(mine.recentDocuments[1]!.findingCount).toBeGreaterThan(0);
    expect(mine.recentAnalyses.map((a) => a.documentId).sort()).toEqual([one.id, two.id].sort());

    const other = await overview(h(), second.auth);
    expect(other).toMatchObject({
      billsAnalyzed: 1,
      documentCount: 1,
      activeAppeals: 0,
      completedAppeals: 0,
    });
    expect(other.savingsIdentified).toBeCloseTo(a1!, 2);
    expect(other.recentDocuments.map((d) => d.id)).toEqual([theirs.id]);
    expect(JSON.stringify(other)).not.toContain(one.id);

    const analytics = dashboardAnalyticsSchema.parse(
      (await h().request({ method: 'GET', url: '/api/dashboard/analytics', headers: first.auth })).json(),
    );
    expect(analytics.months).toEqual([
      { month: '2026-01', billsAnalyzed: 2, savingsIdentified: mine.savingsIdentified, savingsRecovered: a1 },
    ]);
    const duplicates = analytics.findingsByType.find((f) => f.type === 'duplicate_charge');
    expect(duplicates?.count).toBe(2);
  });

  it("shows a guest's analyses adopted at sign-up among the recent documents", async () => {
    const guest = await createGuest(h());
    const { id } = await analysedDocument(h(), guest.headers);
    const signup = await h().request({
      method: 'POST',
      url: '/api/auth/signup',
      headers: guest.headers,
      payload: signupInput(),
    });
    const auth = { authorization: `Bearer ${signup.json<{ token: string }>().token}` };
    const o = await overview(h(), auth);
    expect(o.recentDocuments).toMatchObject([{ id, isGuestAnalysis: true, status: 'analyzed' }]);
    expect(o.billsAnalyzed).toBe(1);
  });
});

describeEachDb('document list paging', (h) => {
  it('pages newest first with each analysis figures; bad paging is 400', async () => {
    const user = await createUser(h());
    const first = await analysedDocument(h(), user.auth);
    h().clock.advance(60_000);
    const second = (await upload(h(), { headers: user.auth })).body();
    const page = async (url: string) => {
      const res = await h().request({ method: 'GET', url, headers: user.auth });
      expect(res.statusCode, res.body).toBe(200);
      return documentListResponseSchema.parse(res.json());
    };
    const p1 = await page('/api/documents?page=1&pageSize=1');
    expect(p1).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(p1.documents.map((d) => d.id)).toEqual([second.documentId]);
    const p2 = await page('/api/documents?page=2&pageSize=1');
    expect(p2.documents.map((d) => d.id)).toEqual([first.id]);
    expect(p2.documents[0]!.findingCount).toBeGreaterThan(0);
    expect(p2.documents[0]!.potentialSavings).toBeGreaterThan(0);
    for (const q of ['page=0', 'pageSize=500', 'page=x']) {
      const res = await h().request({ method: 'GET', url: `/api/documents?${q}`, headers: user.auth });
      expect(res.statusCode, q).toBe(400);
    }
    const other = await createUser(h());
    expect((await page('/api/documents')).total).toBe(2);
    const theirs = await h().request({ method: 'GET', url: '/api/documents', headers: other.auth });
    expect(theirs.json<{ total: number }>().total).toBe(0);
    const del = await h().request({
      method: 'DELETE',
      url: `/api/documents/${first.id}`,
      headers: other.auth,
    });
    expect(del.statusCode).toBe(404);
    const mine = await h().request({
      method: 'DELETE',
      url: `/api/documents/${first.id}`,
      headers: user.auth,
    });
    expect(mine.statusCode).toBe(200);
    expect((await overview(h(), user.auth)).billsAnalyzed).toBe(0);
  });
});
