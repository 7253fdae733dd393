import { expect, it } from 'vitest';
import type { ConsentsResponse, ConsentUpdateResponse } from '@clearbill/shared';
import { hours } from '../clock';
import { patientDataRights } from '../registered-data';
import { confirmAll, upload } from '../test/documents';
import { createUser } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';
import { sweepWithdrawnProcessing } from './jobs';

type Account = Awaited<ReturnType<typeof createUser>>;

/** A fresh token (the 24-hour session ends while the tests move the clock by a day). */
async function signIn(h: Harness, account: Account) {
  const res = await h.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

const setConsent = (h: Harness, auth: Record<string, string>, consentType: string, consentGiven: boolean) =>
  h.request({ method: 'POST', url: '/api/consent', headers: auth, payload: { consentType, consentGiven } });

async function countsOf(h: Harness, userId: string) {
  const { rows } = await h.ctx.sql(
    `SELECT (SELECT count(*) FROM documents WHERE owner_user_id = $1)::int AS documents,
            (SELECT count(*) FROM analyses a JOIN documents d ON d.id = a.document_id
              WHERE d.owner_user_id = $1)::int AS analyses,
            (SELECT count(*) FROM users WHERE id = $1)::int AS users,
            (SELECT count(*) FROM consent_records WHERE user_id = $1)::int AS consents`,
    [userId],
  );
  return rows[0] as { documents: number; analyses: number; users: number; consents: number };
}

async function analysedUpload(h: Harness, auth: Record<string, string>) {
  const up = (await upload(h, { headers: auth })).body();
  expect((await confirmAll(h, up, auth)).statusCode).toBe(200);
  return up.documentId;
}

describeEachDb('consents', (h) => {
  it('starts with data processing given and the others not, and keeps a dated history', async () => {
    const user = await createUser(h());
    const first = (
      await h().request({ method: 'GET', url: '/api/consents', headers: user.auth })
    ).json<ConsentsResponse>();
    expect(first.consents).toEqual([
      { consentType: 'data_processing', consentGiven: true, grantedAt: null, withdrawnAt: null },
      { consentType: 'research_use', consentGiven: false, grantedAt: null, withdrawnAt: null },
      { consentType: 'communications', consentGiven: false, grantedAt: null, withdrawnAt: null },
    ]);
    const grantedAt = h().clock.now().toISOString();
    const granted = (await setConsent(h(), user.auth, 'communications', true)).json<ConsentUpdateResponse>();
    expect(granted.consent).toEqual({
      consentType: 'communications',
      consentGiven: true,
      grantedAt,
      withdrawnAt: null,
    });
    // Repeating the choice records nothing new.
    await setConsent(h(), user.auth, 'communications', true);
    h().clock.advance(60_000);
    const withdrawnAt = h().clock.now().toISOString();
    await setConsent(h(), user.auth, 'communications', false);
    const after = (
      await h().request({ method: 'GET', url: '/api/consents', headers: user.auth })
    ).json<ConsentsResponse>();
    expect(after.consents[2]).toEqual({
      consentType: 'communications',
      consentGiven: false,
      grantedAt,
      withdrawnAt,
    });
    expect(after.history).toEqual([
      { consentType: 'communications', consentGiven: false, grantedAt, withdrawnAt },
      { consentType: 'communications', consentGiven: true, grantedAt, withdrawnAt: null },
    ]);
    expect(after.pendingDeletion).toBeNull();
    const report = await h().request({ method: 'GET', url: '/api/compliance/report', headers: user.auth });
    expect(report.json()).toMatchObject({
      complianceMetrics: { totalDataRequests: 0, consentChanges: 2 },
      consentStatus: [
        { type: 'data_processing', granted: true },
        { type: 'research_use', granted: false },
        { type: 'communications', granted: false, grantedAt, withdrawnAt },
      ],
    });
  });

  it('withdrawing data processing refuses new uploads and deletes documents and analyses after 24 hours', async () => {
    const rights = patientDataRights();
    const user = await createUser(h());
    const bystander = await createUser(h());
    await analysedUpload(h(), user.auth);
    await analysedUpload(h(), bystander.auth);
    const pending = (await upload(h(), { headers: user.auth })).body();
    expect(await countsOf(h(), user.user.id)).toMatchObject({ documents: 2, analyses: 1 });

    const withdrawn = (
      await setConsent(h(), user.auth, 'data_processing', false)
    ).json<ConsentUpdateResponse>();
    const due = new Date(h().clock.now().getTime() + hours(24)).toISOString();
    expect(withdrawn.pendingDeletion).toEqual({ scheduledFor: due });
    const refused = await upload(h(), { headers: user.auth });
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json<{ message: string }>().message).toMatch(
      /withdrew your consent to data processing/,
    );
    const confirm = await confirmAll(h(), pending, user.auth);
    expect(confirm.statusCode).toBe(403);
    const report = await h().request({ method: 'GET', url: '/api/compliance/report', headers: user.auth });
    expect(report.json()).toMatchObject({
      dataRetentionStatus: { activeDocuments: 2, pendingDeletion: { scheduledFor: due } },
    });

    h().clock.advance(hours(24) - 60_000);
    expect(await sweepWithdrawnProcessing(h().ctx, rights)).toEqual({ accounts: 0 });
    expect(await countsOf(h(), user.user.id)).toMatchObject({ documents: 2, analyses: 1 });

    h().clock.advance(60_000);
    expect((await sweepWithdrawnProcessing(h().ctx, rights)).accounts).toBe(1);
    expect(await countsOf(h(), user.user.id)).toEqual({ documents: 0, analyses: 0, users: 1, consents: 1 });
    expect(await countsOf(h(), bystander.user.id)).toMatchObject({ documents: 1, analyses: 1 });
    // Done once: the next sweep finds nothing to do.
    expect(await sweepWithdrawnProcessing(h().ctx, rights)).toEqual({ accounts: 0 });
    const auth = await signIn(h(), user);
    const activity = await h().request({ method: 'GET', url: '/api/privacy/activity', headers: auth });
    const actions = activity.json<{ events: { action: string; actor: string }[] }>().events;
    expect(actions).toContainEqual(
      expect.objectContaining({ action: 'consent.processing_data_deleted', actor: 'system' }),
    );
  });

  it('giving data processing back within the 24 hours cancels the deletion', async () => {
    const rights = patientDataRights();
    const user = await createUser(h());
    await analysedUpload(h(), user.auth);
    await setConsent(h(), user.auth, 'data_processing', false);
    h().clock.advance(hours(23));
    const auth = await signIn(h(), user);
    const back = (await setConsent(h(), auth, 'data_processing', true)).json<ConsentUpdateResponse>();
    expect(back.pendingDeletion).toBeNull();
    h().clock.advance(hours(2));
    expect(await sweepWithdrawnProcessing(h().ctx, rights)).toEqual({ accounts: 0 });
    expect(await countsOf(h(), user.user.id)).toMatchObject({ documents: 1, analyses: 1 });
    // And uploads work again.
    const again = await signIn(h(), user);
    expect((await upload(h(), { headers: again })).res.statusCode).toBe(201);
  });
});
