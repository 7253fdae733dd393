import { describe, expect, it } from 'vitest';
import { missedPhiLimits, type AddMissedPhiResponse, type Redaction } from '@clearbill/shared';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';
import { billText, upload } from '../test/documents';
import { findOccurrences } from './missed-phi';

describe('findOccurrences', () => {
  it('finds every place, any case, any whitespace between words, never inside a word', () => {
    const text = 'Call Mari Q. today.\nMARI\n  q was seen. Marigold Qx is not her. Annual Ann';
    expect(findOccurrences(text, ' mari  q ').map((p) => text.slice(p.start, p.end))).toEqual([
      'Mari Q',
      'MARI\n  q',
    ]);
    expect(findOccurrences(text, 'Ann').map((p) => p.start)).toEqual([text.lastIndexOf('Ann')]);
    expect(findOccurrences(text, 'nobody')).toEqual([]);
    expect(findOccurrences('a (415) 555-0187 b', '(415) 555-0187')).toHaveLength(1);
  });
});

/** A bill with a nickname the detector has no label for, written twice. */
const withNickname = `${billText()}\nNote: please call Mari Q. after 5pm.\nMARI  Q. prefers email.`;

async function uploadAwaiting(h: Harness, headers: Record<string, string>) {
  const up = await upload(h, {
    files: [{ name: 'bill.txt', bytes: withNickname, type: 'text/plain' }],
    headers,
  });
  const body = up.body();
  expect(body.document.status).toBe('awaiting_confirmation');
  return body;
}

function add(h: Harness, id: string, headers: Record<string, string>, payload: object) {
  return h.request({ method: 'POST', url: `/api/documents/${id}/redactions`, headers, payload });
}

async function redactionsOf(h: Harness, id: string, headers: Record<string, string>) {
  const res = await h.request({ method: 'GET', url: `/api/documents/${id}`, headers });
  return res.json<{ redactions: Redaction[] }>().redactions;
}

describeEachDb('adding something the PHI check missed', (h) => {
  it('removes every occurrence at confirmation, and audits without the text', async () => {
    const guest = await createGuest(h());
    const up = await uploadAwaiting(h(), guest.headers);
    const review = await h().request({
      method: 'GET',
      url: `/api/documents/${up.documentId}/review-text`,
      headers: guest.headers,
    });
    expect(review.statusCode).toBe(200);
    expect(review.json<{ text: string }>().text).toContain('Mari Q.');

    const res = await add(h(), up.documentId, guest.headers, { text: 'mari q', kind: 'name' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AddMissedPhiResponse>();
    expect(body.occurrences).toBe(2);
    expect(body.addedIds).toHaveLength(2);
    const added = body.redactions.filter((r) => body.addedIds.includes(r.id));
    expect(added.map((r) => r.originalText)).toEqual(['Mari Q', 'MARI  Q']);
    expect(added.every((r) => r.phiType === 'name' && r.approved)).toBe(true);

    const confirmed = await h().request({
      method: 'POST',
      url: `/api/documents/${up.documentId}/start-analysis`,
      headers: guest.headers,
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const text = confirmed.json<{ document: { redactedText: string } }>().document.redactedText;
    expect(text).not.toMatch(/mari/i);
    expect(text).toContain('please call [NAME].');

    const { rows } = await h().ctx.sql(
      `SELECT * FROM audit_events WHERE resource_id = $1 AND action = 'redaction.added'`,
      [up.documentId],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/mari/i);
  });

  it("stores a driver's licence the patient adds under its own type and marker", async () => {
    const guest = await createGuest(h());
    const up = await upload(h(), {
      files: [
        {
          name: 'bill.txt',
          bytes: `${billText()}\nNote: licence on file QX-77 4410, see back of form.`,
          type: 'text/plain',
        },
      ],
      headers: guest.headers,
    });
    const id = up.body().documentId;
    const res = await add(h(), id, guest.headers, { text: 'QX-77 4410', kind: 'drivers_license' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AddMissedPhiResponse>();
    const added = body.redactions.filter((r) => body.addedIds.includes(r.id));
    expect(added.map((r) => r.phiType)).toEqual(['drivers_license']);
    const confirmed = await h().request({
      method: 'POST',
      url: `/api/documents/${id}/start-analysis`,
      headers: guest.headers,
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const text = confirmed.json<{ document: { redactedText: string } }>().document.redactedText;
    expect(text).toContain('licence on file [LICENSE], see back');
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const guest = await createGuest(h());
    const up = await uploadAwaiting(h(), guest.headers);
    const before = await redactionsOf(h(), up.documentId, guest.headers);
    const cases: [object, RegExp][] = [
      [{ text: 'Zebediah Frumkin', kind: 'name' }, /does not appear/],
      [{ text: '   ', kind: 'name' }, /at least 2/],
      [{ text: 'x'.repeat(missedPhiLimits.maxLength + 1), kind: 'name' }, /at most 200/],
      [{ text: 'Mari Q', kind: 'favourite_colour' }, /.+/],
      [{ kind: 'name' }, /.+/],
      [{ text: 'the', kind: 'other' }, /.+/],
    ];
    for (const [payload, message] of cases) {
      const res = await add(h(), up.documentId, guest.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect(await redactionsOf(h(), up.documentId, guest.headers)).toEqual(before);
  });

  it('stops at the per-document cap', async () => {
    const guest = await createGuest(h());
    const up = await uploadAwaiting(h(), guest.headers);
    for (let i = 0; i < missedPhiLimits.perDocument; i++) {
      await h().ctx.sql(
        `INSERT INTO audit_events (occurred_at, actor_type, action, resource_type, resource_id)
         VALUES (now(), 'guest', 'redaction.added', 'document', $1)`,
        [up.documentId],
      );
    }
    const before = await redactionsOf(h(), up.documentId, guest.headers);
    const res = await add(h(), up.documentId, guest.headers, { text: 'Mari Q', kind: 'name' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/most items/);
    expect(await redactionsOf(h(), up.documentId, guest.headers)).toEqual(before);
  });

  it('is the owner’s alone, and only while the document awaits confirmation', async () => {
    const owner = await createGuest(h());
    const up = await uploadAwaiting(h(), owner.headers);
    const otherGuest = await createGuest(h());
    const theirs = await uploadAwaiting(h(), otherGuest.headers);
    const user = await createUser(h());
    const admin = await createAdminSession(h());
    const payload = { text: 'Mari Q', kind: 'name' };
    const routes = [
      { method: 'POST' as const, url: `/api/documents/${up.documentId}/redactions`, payload },
      { method: 'GET' as const, url: `/api/documents/${up.documentId}/review-text` },
    ];
    for (const route of routes) {
      expect((await h().request(route)).statusCode).toBe(401);
      expect((await h().request({ ...route, headers: otherGuest.headers })).statusCode).toBe(404);
      expect((await h().request({ ...route, headers: user.auth })).statusCode).toBe(404);
      expect((await h().request({ ...route, headers: admin.auth })).statusCode).toBe(403);
    }
    // The owner reaching for another guest's document: not found, and that document is unchanged.
    const theirsBefore = await redactionsOf(h(), theirs.documentId, otherGuest.headers);
    expect((await add(h(), theirs.documentId, owner.headers, payload)).statusCode).toBe(404);
    expect(await redactionsOf(h(), theirs.documentId, otherGuest.headers)).toEqual(theirsBefore);
    expect(await redactionsOf(h(), up.documentId, owner.headers)).toEqual(up.document.redactions);

    await h().request({
      method: 'POST',
      url: `/api/documents/${up.documentId}/start-analysis`,
      headers: owner.headers,
      payload: {},
    });
    expect((await add(h(), up.documentId, owner.headers, payload)).statusCode).toBe(409);
  });
});
