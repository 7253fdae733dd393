import { expect, it } from 'vitest';
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { templates } from '@clearbill/engine';
import type {
  AdminLetterSeedResponse,
  AdminLetterTemplateStats,
  GeneratedLetter,
  GenerateLetterResponse,
  LetterCategoriesResponse,
  LetterDraftResponse,
  LetterTemplatesResponse,
  MyLettersResponse,
} from '@clearbill/shared';
import { auditEvents, generatedLetters, letterOutcomes, letterTemplates } from '../db/schema';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';
import { patientDataRights } from '../registered-data';
import { analysedDocument } from '../test/documents';

const duplicateUserData = {
  PATIENT_NAME: 'Jane Quenneville',
  PATIENT_ADDRESS: '12 Oak Street\nSpringfield, IL 62701',
  PROVIDER_NAME: 'General Hospital',
  DATE_OF_SERVICE: '2026-01-12',
  DUPLICATE_CHARGES: 'Routine venipuncture (36415) is listed twice on January 12.',
  DISPUTED_AMOUNT: '24',
  ACCOUNT_NUMBER: 'ACC-778812',
  STATEMENT_DATE: '',
};

const generateBody = (overrides: Record<string, unknown> = {}) => ({
  templateId: 'dispute-duplicate-charge',
  userData: duplicateUserData,
  recipientType: 'provider',
  recipientName: 'General Hospital Billing Office',
  caseDetails: {
    templateName: 'Dispute of a Duplicate Charge',
    category: 'billing-disputes',
    generatedDate: '2026-01-15',
  },
  ...overrides,
});

async function generate(
  h: Harness,
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
) {
  return h.request({
    method: 'POST',
    url: '/api/generate-letter',
    headers,
    payload: generateBody(overrides),
  });
}

/** Letters of one account (the suite shares one database). */
async function letterCount(h: Harness, user: { user: { id: string } }) {
  const rows = await h.ctx.db
    .select()
    .from(generatedLetters)
    .where(eq(generatedLetters.ownerUserId, user.user.id));
  return rows.length;
}

describeEachDb('letters', (h) => {
  it('lists the seeded categories and templates in the spec wire format, with filters and search', async () => {
    const cats = (
      await h().request({ method: 'GET', url: '/api/letter-template-categories' })
    ).json<LetterCategoriesResponse>();
    expect(cats.categories.length).toBeGreaterThanOrEqual(7);
    expect(cats.categories.reduce((s, c) => s + c.template_count, 0)).toBe(templates.length);

    const all = (
      await h().request({ method: 'GET', url: '/api/letter-templates' })
    ).json<LetterTemplatesResponse>();
    expect(all.templates.length).toBe(templates.length);
    const dup = all.templates.find((t) => t.id === 'dispute-duplicate-charge');
    expect(dup).toMatchObject({
      category_id: 'billing-disputes',
      complexity_level: 'basic',
      success_rate: null,
      usage_count: 0,
      is_active: true,
    });
    expect(dup?.required_fields).toContain('DUPLICATE_CHARGES');

    const basic = (
      await h().request({
        method: 'GET',
        url: '/api/letter-templates?categoryId=billing-disputes&complexityLevel=basic',
      })
    ).json<LetterTemplatesResponse>();
    expect(basic.templates.length).toBeGreaterThan(0);
    expect(
      basic.templates.every((t) => t.category_id === 'billing-disputes' && t.complexity_level === 'basic'),
    ).toBe(true);

    const search = (
      await h().request({ method: 'GET', url: '/api/letter-templates?search=surprises' })
    ).json<LetterTemplatesResponse>();
    expect(search.templates.map((t) => t.id)).toContain('nsa-emergency-dispute');
    const none = (
      await h().request({ method: 'GET', url: '/api/letter-templates?search=%25_%25' })
    ).json<LetterTemplatesResponse>();
    expect(none.templates).toEqual([]);

    const bad = await h().request({ method: 'GET', url: '/api/letter-templates?complexityLevel=expert' });
    expect(bad.statusCode).toBe(400);
  });

  it('generates a letter, lists it, downloads a real .docx and a pdf, and keeps personal fields encrypted', async () => {
    const user = await createUser(h());
    const res = await generate(h(), user.auth);
    expect(res.statusCode, res.body).toBe(200);
    const { letter, message } = res.json<GenerateLetterResponse>();
    expect(message).toBe('Letter Generated Successfully');
    expect(letter).toMatchObject({
      template_id: 'dispute-duplicate-charge',
      recipient_type: 'provider',
      recipient_name: 'General Hospital Billing Office',
      status: 'draft',
      sent_at: null,
      subject: 'Billing dispute: duplicate charge, Account ACC-778812',
    });
    expect(letter.content).toContain('$24.00');
    expect(letter.content).not.toMatch(/\{\{|\[\[|MEMBER_ID/);

    // Stored encrypted: no personal value in clear in the row.
    const [row] = await h().ctx.db.select().from(generatedLetters).where(eq(generatedLetters.id, letter.id));
    const raw = JSON.stringify(row);
    for (const secret of ['Quenneville', 'Oak Street', 'ACC-778812', 'General Hospital Billing Office']) {
      expect(raw).not.toContain(secret);
    }
    expect(h().logs.text()).not.toContain('Quenneville');

    const list = (
      await h().request({ method: 'GET', url: '/api/my-letters', headers: user.auth })
    ).json<MyLettersResponse>();
    expect(list.letters.map((l) => l.id)).toEqual([letter.id]);

    const doc = await h().request({
      method: 'GET',
      url: `/api/download-letter/${letter.id}?format=doc`,
      headers: user.auth,
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(doc.headers['content-disposition']).toBe(`attachment; filename="letter-${letter.id}.docx"`);
    const zip = await JSZip.loadAsync(doc.rawPayload);
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('Jane Quenneville');
    expect(xml).toContain('Billing dispute: duplicate charge, Account ACC-778812');

    const pdf = await h().request({
      method: 'GET',
      url: `/api/download-letter/${letter.id}?format=pdf`,
      headers: user.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = (
      await h().request({ method: 'GET', url: '/api/my-letters', headers: user.auth })
    ).json<MyLettersResponse>();
    expect(again.letters[0]?.downloaded).toBe(true);

    const bad = await h().request({
      method: 'GET',
      url: `/api/download-letter/${letter.id}?format=rtf`,
      headers: user.auth,
    });
    expect(bad.statusCode).toBe(400);

    // Usage counts are live.
    const tpl = (
      await h().request({ method: 'GET', url: '/api/letter-templates?search=duplicate' })
    ).json<LetterTemplatesResponse>();
    expect(tpl.templates.find((t) => t.id === 'dispute-duplicate-charge')?.usage_count).toBe(1);
  });

  it('refuses bad bodies with a clear 400 naming the problem, writing nothing', async () => {
    const user = await createUser(h());
    const cases: [Record<string, unknown>, string][] = [
      [
        { userData: { ...duplicateUserData, DUPLICATE_CHARGES: '   ', DISPUTED_AMOUNT: '' } },
        'Please fill in: DUPLICATE_CHARGES, DISPUTED_AMOUNT',
      ],
      [{ recipientName: '  ' }, "Please specify who you're sending this letter to."],
      [{ recipientType: '' }, "Please specify who you're sending this letter to."],
      [
        { userData: { ...duplicateUserData, SOCIAL_SECURITY: '123' } },
        'These fields are not part of this template: SOCIAL_SECURITY',
      ],
      [{ templateId: 'no-such-template' }, 'This letter template does not exist.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await generate(h(), user.auth, overrides);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    for (const overrides of [
      { userData: { ...duplicateUserData, DUPLICATE_CHARGES: 'x'.repeat(4001) } },
      { userData: { lower_case: 'x' } },
      { recipientType: 'lawyer' },
      { userData: 'text' },
    ]) {
      const res = await generate(h(), user.auth, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json<{ error: string }>().error).toBe('validation_failed');
    }
    const notJson = await h().request({
      method: 'POST',
      url: '/api/generate-letter',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '{"templateId":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await letterCount(h(), user)).toBe(0);
  });

  it('keeps letters to their owner: another user gets 404, a guest 403, no credential 401, an admin 403', async () => {
    const owner = await createUser(h());
    const other = await createUser(h());
    const guest = await createGuest(h());
    const admin = await createAdminSession(h());
    const { letter } = (await generate(h(), owner.auth)).json<GenerateLetterResponse>();
    const routes = [
      { method: 'GET', url: `/api/download-letter/${letter.id}?format=doc` },
      { method: 'DELETE', url: `/api/letters/${letter.id}` },
      {
        method: 'PATCH',
        url: `/api/letters/${letter.id}/tracking`,
        payload: { status: 'sent', sentAt: '2026-01-14' },
      },
    ] as const;
    for (const route of routes) {
      const r = await h().request({ ...route, headers: other.auth });
      expect(r.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect((await h().request({ ...route, headers: guest.headers })).statusCode).toBe(403);
      expect((await h().request({ ...route, headers: {} })).statusCode).toBe(401);
      expect((await h().request({ ...route, headers: admin.auth })).statusCode).toBe(403);
    }
    expect(
      (
        await h().request({ method: 'GET', url: '/api/my-letters', headers: other.auth })
      ).json<MyLettersResponse>().letters,
    ).toEqual([]);
    expect((await h().request({ method: 'GET', url: '/api/my-letters', headers: {} })).statusCode).toBe(401);
    const guestGen = await generate(h(), guest.headers);
    expect(guestGen.statusCode).toBe(403);
    expect(guestGen.json<{ message: string }>().message).toContain('Create a free account');
    expect((await generate(h(), {})).statusCode).toBe(401);
    // The owner's letter is untouched.
    const mine = (
      await h().request({ method: 'GET', url: '/api/my-letters', headers: owner.auth })
    ).json<MyLettersResponse>();
    expect(mine.letters[0]).toMatchObject({ id: letter.id, status: 'draft' });
    expect(await letterCount(h(), owner)).toBe(1);

    const bad = await h().request({ method: 'DELETE', url: '/api/letters/not-a-uuid', headers: owner.auth });
    expect(bad.statusCode).toBe(400);
    const del = await h().request({
      method: 'DELETE',
      url: `/api/letters/${letter.id}`,
      headers: owner.auth,
    });
    expect(del.json()).toEqual({ success: true });
    expect(await letterCount(h(), owner)).toBe(0);
  });

  it('tracks draft -> sent -> answered with the response deadline; wrong moves are 409; outcomes feed the success rate', async () => {
    const user = await createUser(h());
    const make = async () =>
      (
        await generate(h(), user.auth, {
          templateId: 'appeal-denied-claim',
          userData: {
            PATIENT_NAME: 'Jane Q',
            PATIENT_ADDRESS: '1 Main St, Springfield, IL',
            INSURANCE_COMPANY: 'Acme Health',
            DATE_OF_SERVICE: '2025-12-01',
            PROVIDER_NAME: 'General Hospital',
            ISSUE_DESCRIPTION: 'The service is covered by my plan.',
          },
          recipientType: 'insurance',
          recipientName: 'Acme Appeals',
        })
      ).json<GenerateLetterResponse>().letter;
    const track = (id: string, payload: Record<string, unknown>) =>
      h().request({ method: 'PATCH', url: `/api/letters/${id}/tracking`, headers: user.auth, payload });

    const first = await make();
    // Answered before sent: 409, nothing changes.
    const early = await track(first.id, { status: 'answered', answeredAt: '2026-01-10', outcome: 'won' });
    expect(early.statusCode).toBe(409);
    expect((await track(first.id, { status: 'sent', sentAt: '2026-02-01' })).statusCode).toBe(400); // future
    expect((await track(first.id, { status: 'sent', sentAt: '01/02/2026' })).statusCode).toBe(400);
    expect((await track(first.id, { status: 'lost' })).statusCode).toBe(400);

    const sent = await track(first.id, { status: 'sent', sentAt: '2026-01-05' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ letter: GeneratedLetter }>().letter).toMatchObject({
      status: 'sent',
      sent_at: '2026-01-05',
      response_kind: 'post_service_appeal',
      response_due: '2026-03-06',
    });
    expect(sent.json<{ letter: GeneratedLetter }>().letter.response_rule).toContain('60 days');
    expect((await track(first.id, { status: 'sent', sentAt: '2026-01-06' })).statusCode).toBe(409);
    const beforeSent = await track(first.id, {
      status: 'answered',
      answeredAt: '2026-01-04',
      outcome: 'won',
    });
    expect(beforeSent.statusCode).toBe(400);
    const answered = await track(first.id, { status: 'answered', answeredAt: '2026-01-14', outcome: 'won' });
    expect(answered.json<{ letter: GeneratedLetter }>().letter).toMatchObject({
      status: 'answered',
      outcome: 'won',
    });
    expect(
      (await track(first.id, { status: 'answered', answeredAt: '2026-01-14', outcome: 'lost' })).statusCode,
    ).toBe(409);

    // A pre-service appeal owes an answer in 30 days.
    const pre = await make();
    const preSent = await track(pre.id, {
      status: 'sent',
      sentAt: '2026-01-05',
      responseKind: 'pre_service_appeal',
    });
    expect(preSent.json<{ letter: GeneratedLetter }>().letter.response_due).toBe('2026-02-04');

    const rate = async () =>
      (await h().request({ method: 'GET', url: '/api/letter-templates?search=Appeal of a Denied Claim' }))
        .json<LetterTemplatesResponse>()
        .templates.find((t) => t.id === 'appeal-denied-claim');
    expect(await rate()).toMatchObject({ success_rate: null, outcomes_count: 1 });
    // Four more outcomes: won, partly won, lost, no answer -> (1 + 1 + 0.5) / 5 = 50%.
    for (const outcome of ['won', 'partly_won', 'lost', 'no_answer'] as const) {
      const l = await make();
      await track(l.id, { status: 'sent', sentAt: '2026-01-02' });
      expect((await track(l.id, { status: 'answered', answeredAt: '2026-01-10', outcome })).statusCode).toBe(
        200,
      );
    }
    expect(await rate()).toMatchObject({ success_rate: 50, outcomes_count: 5 });
    // Outcomes survive the letter's deletion (they identify no one).
    await h().request({ method: 'DELETE', url: `/api/letters/${first.id}`, headers: user.auth });
    expect((await h().ctx.db.select().from(letterOutcomes)).length).toBe(5);
    const audit = await h().ctx.db.select().from(auditEvents);
    expect(audit.some((a) => a.action === 'letter.sent' && a.resourceId === first.id)).toBe(true);
  });

  it('drafts the letters an analysis opens, for the owner (guests too), pre-filled from the de-identified result', async () => {
    const user = await createUser(h());
    const other = await createUser(h());
    const guest = await createGuest(h());
    const { id } = await analysedDocument(h(), user.auth);
    const res = await h().request({
      method: 'GET',
      url: `/api/documents/${id}/letter-draft`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<LetterDraftResponse>();
    const dispute = draft.routes.find((r) => r.templateId === 'dispute-duplicate-charge');
    expect(dispute?.route).toBe('dispute');
    expect(dispute?.prefilled.DATE_OF_SERVICE).toBe('2026-01-12');
    expect(dispute?.prefilled.DISPUTED_AMOUNT).toBe('$24.00');
    expect(dispute?.personalFields).toEqual(
      expect.arrayContaining(['PATIENT_NAME', 'PATIENT_ADDRESS', 'ACCOUNT_NUMBER']),
    );
    expect(JSON.stringify(draft)).not.toContain('Quenneville');

    expect(
      (await h().request({ method: 'GET', url: `/api/documents/${id}/letter-draft`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await h().request({ method: 'GET', url: `/api/documents/${id}/letter-draft`, headers: guest.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await h().request({ method: 'GET', url: `/api/documents/${id}/letter-draft`, headers: {} }))
        .statusCode,
    ).toBe(401);
    expect(
      (await h().request({ method: 'GET', url: '/api/documents/nope/letter-draft', headers: user.auth }))
        .statusCode,
    ).toBe(400);

    const { id: guestDoc } = await analysedDocument(h(), guest.headers);
    const guestDraft = await h().request({
      method: 'GET',
      url: `/api/documents/${guestDoc}/letter-draft`,
      headers: guest.headers,
    });
    expect(guestDraft.statusCode, guestDraft.body).toBe(200);

    // A letter generated from the draft names its document; another's document is 404 and writes nothing.
    const withDoc = await generate(h(), user.auth, { documentId: id });
    expect(withDoc.json<GenerateLetterResponse>().letter.document_id).toBe(id);
    expect((await generate(h(), other.auth, { documentId: id })).statusCode).toBe(404);
    expect(await letterCount(h(), user)).toBe(1);
  });

  it('exports and erases letters with the account data', async () => {
    const user = await createUser(h());
    await generate(h(), user.auth);
    const entry = patientDataRights();
    const exported = await entry.exportAll(h().ctx, { userId: user.user.id });
    const letters = exported.letters as (GeneratedLetter & { userData: Record<string, string> })[];
    expect(letters).toHaveLength(1);
    expect(letters[0]?.userData.PATIENT_NAME).toBe('Jane Quenneville');
    const counts = await entry.erase(
      h().ctx,
      { userId: user.user.id },
      { only: (e) => e.name === 'letters' },
    );
    expect(counts.letters).toBe(1);
    expect(await letterCount(h(), user)).toBe(0);
  });

  it('admin: stats, categories, recent templates, all templates and an idempotent seed; patients get 403, nobody 401', async () => {
    const admin = await createAdminSession(h());
    const user = await createUser(h());
    await generate(h(), user.auth);
    const get = (url: string, headers: Record<string, string>) =>
      h().request({ method: 'GET', url, headers });

    const stats = (
      await get('/api/admin/letter-templates/stats', admin.auth)
    ).json<AdminLetterTemplateStats>();
    const generatedNow = (await h().ctx.db.select().from(generatedLetters)).length;
    expect(generatedNow).toBeGreaterThan(0);
    expect(stats).toMatchObject({
      totalTemplates: templates.length,
      totalGenerated: generatedNow,
      generatedThisMonth: generatedNow,
    });
    expect(stats.totalCategories).toBeGreaterThanOrEqual(7);

    const cats = (await get('/api/admin/letter-templates/categories', admin.auth)).json<{
      data: { templateCount: number }[];
    }>();
    expect(cats.data.reduce((s, c) => s + c.templateCount, 0)).toBe(templates.length);
    const recent = (await get('/api/admin/letter-templates?limit=5', admin.auth)).json<{ data: unknown[] }>();
    expect(recent.data).toHaveLength(5);
    expect((await get('/api/admin/letter-templates?limit=0', admin.auth)).statusCode).toBe(400);
    const all = (await get('/api/admin/templates', admin.auth)).json<{ templates: unknown[] }>();
    expect(all.templates).toHaveLength(templates.length);

    // A template gone from the library turns inactive; seeding again changes nothing else.
    await h().ctx.db.insert(letterTemplates).values({
      id: 'retired-template',
      categoryId: 'complaints',
      name: 'Retired',
      description: 'x',
      useCase: 'x',
      tags: [],
      complexityLevel: 'basic',
      targetAudience: 'x',
      estimatedTime: 'x',
      requiredFields: [],
      optionalFields: [],
      citations: [],
      responseKind: 'other',
      recipientType: 'other',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    for (let i = 0; i < 2; i++) {
      const seed = await h().request({
        method: 'POST',
        url: '/api/admin/letter-templates/seed',
        headers: admin.auth,
      });
      expect(seed.json<AdminLetterSeedResponse>()).toMatchObject({
        success: true,
        templates: templates.length,
      });
    }
    const rows = await h().ctx.db.select().from(letterTemplates);
    expect(rows).toHaveLength(templates.length + 1);
    expect(rows.find((r) => r.id === 'retired-template')?.isActive).toBe(false);
    const publicList = (await get('/api/letter-templates', {})).json<LetterTemplatesResponse>();
    expect(publicList.templates.map((t) => t.id)).not.toContain('retired-template');

    for (const url of [
      '/api/admin/letter-templates/stats',
      '/api/admin/letter-templates/categories',
      '/api/admin/letter-templates?limit=5',
      '/api/admin/templates',
    ]) {
      expect((await get(url, user.auth)).statusCode, url).toBe(403);
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
    expect(
      (await h().request({ method: 'POST', url: '/api/admin/letter-templates/seed', headers: user.auth }))
        .statusCode,
    ).toBe(403);
    expect(
      (await h().request({ method: 'POST', url: '/api/admin/letter-templates/seed', headers: {} }))
        .statusCode,
    ).toBe(401);
  });
});
