import { beforeAll, expect, it } from 'vitest';
import { invalidFileTypeBody } from '@clearbill/shared';
import { describeEachDb } from '../test/harness';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { codeCount, multipartFile } from './test/fixtures';

const header = 'code,codeType,title,description,category\r\n';

describeEachDb('medical code upload and export', (h) => {
  let admin: Awaited<ReturnType<typeof createAdminSession>>;
  let user: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createAdminSession(h());
    user = await createUser(h());
  });

  const upload = (
    filename: string,
    type: string,
    content: string | Buffer,
    headers: Record<string, string> = admin.auth,
  ) => {
    const body = multipartFile(filename, type, content);
    return h().request({
      method: 'POST',
      url: '/api/admin/upload/medical-codes',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const get = (url: string, headers: Record<string, string> = admin.auth) =>
    h().request({ method: 'GET', url, headers });

  it('refuses uploads from patients (403), guests and callers without a credential (401)', async () => {
    const csv = `${header}E11.9,ICD-10-CM,Type 2 diabetes,,\r\n`;
    expect((await upload('c.csv', 'text/csv', csv, user.auth)).statusCode).toBe(403);
    expect((await upload('c.csv', 'text/csv', csv, (await createGuest(h())).headers)).statusCode).toBe(401);
    expect((await upload('c.csv', 'text/csv', csv, {})).statusCode).toBe(401);
    expect(await codeCount(h().ctx)).toBe(0);
  });

  it('upserts the valid rows of a CSV and lists the rejected ones', async () => {
    const csv =
      header +
      'E11.9,ICD-10-CM,Type 2 diabetes without complications,,Endocrine\r\n' +
      'e1165,icd-10-cm,"Type 2 diabetes, with high blood sugar",,Endocrine\r\n' +
      'J1100,HCPCS,Dexamethasone injection 1 mg,,Drugs\r\n' +
      '99213,CPT,Office visit (established patient),,\r\n' +
      'E11.9X9Z1,ICD-10-CM,Too long,,\r\n' +
      '99214,CPT,Office visit,The full descriptor of the code as licensed,\r\n' +
      'ZZZ,HCPCS,Not a code,,\r\n' +
      ',ICD-10-CM,No code,,\r\n';
    const res = await upload('codes.csv', 'text/csv', csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, inserted: 4, updated: 0 });
    expect(body.rejected.map((r: any) => r.row)).toEqual([5, 6, 7, 8]);
    expect(body.rejected[1].reason).toMatch(/AMA/);
    expect(await codeCount(h().ctx)).toBe(4);

    const found = await get('/api/medical-codes?query=E11.65', user.auth);
    expect(found.json().codes[0]).toMatchObject({
      code: 'E11.65',
      title: 'Type 2 diabetes, with high blood sugar',
    });

    const again = await upload(
      'codes.json',
      'application/json',
      JSON.stringify([{ code: 'E119', codeType: 'ICD-10-CM', title: 'Type 2 diabetes, no complications' }]),
    );
    expect(again.json()).toMatchObject({ inserted: 0, updated: 1, rejected: [] });
    expect(await codeCount(h().ctx)).toBe(4);
  });

  it('changes nothing when the whole file is bad', async () => {
    const before = await codeCount(h().ctx);
    const res = await upload('bad.csv', 'text/csv', `${header}ZZZ,HCPCS,Not a code,,\r\n12,DRG,Bad,,\r\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect(res.json().issues).toHaveLength(2);
    for (const [name, type, content] of [
      ['x.json', 'application/json', '{not json'],
      ['x.json', 'application/json', '{"a":1}'],
      ['x.csv', 'text/csv', 'just,some,words\r\n1,2,3\r\n'],
      ['x.csv', 'text/csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff])],
    ] as const) {
      const r = await upload(name, type, content);
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe('validation_failed');
    }
    expect(await codeCount(h().ctx)).toBe(before);
  });

  it('refuses a file that is neither CSV nor JSON with the Invalid File Type text', async () => {
    const res = await upload('codes.txt', 'text/plain', 'E11.9');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'unsupported_media_type', message: invalidFileTypeBody });
    const notMultipart = await h().request({
      method: 'POST',
      url: '/api/admin/upload/medical-codes',
      payload: { code: 'E11.9' },
      headers: admin.auth,
    });
    expect(notMultipart.statusCode).toBe(415);
    const noFile = multipartFile('c.csv', 'text/csv', 'x', 'other');
    const wrongField = await h().request({
      method: 'POST',
      url: '/api/admin/upload/medical-codes',
      payload: noFile.payload,
      headers: { ...noFile.headers, ...admin.auth },
    });
    expect(wrongField.statusCode).toBe(400);
  });

  it('gives templates whose rows upload as they are', async () => {
    const csv = await get('/api/admin/download/templates?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^code,codeType,title,description/);
    const json = await get('/api/admin/download/templates?format=json');
    expect(JSON.parse(json.body)).toHaveLength(2);
    const up = await upload('template.csv', 'text/csv', csv.body);
    expect(up.json().rejected).toEqual([]);
    expect((await get('/api/admin/download/templates?format=xml')).statusCode).toBe(400);
    expect((await get('/api/admin/download/templates?format=csv', user.auth)).statusCode).toBe(403);
    expect((await get('/api/admin/download/templates?format=csv', {})).statusCode).toBe(401);
  });

  it('exports codes as CSV and JSON, by type, and the whole repository', async () => {
    const total = await codeCount(h().ctx);
    const csv = await get('/api/admin/export/medical-codes?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="medical-codes-/);
    expect(csv.body.trim().split('\r\n')).toHaveLength(total + 1);
    const json = await get('/api/admin/export/medical-codes?format=json&codeType=HCPCS');
    const codes = JSON.parse(json.body);
    expect(codes.map((c: any) => c.code).sort()).toEqual(['A0428', 'J1100']);
    const cpt = JSON.parse((await get('/api/admin/export/medical-codes?format=json&codeType=CPT')).body);
    expect(cpt[0].description).toBeNull();
    const repo = await get('/api/admin/download/complete-repository?format=csv');
    expect(repo.body.trim().split('\r\n')).toHaveLength(total + 1);
    expect(repo.body.split('\r\n')[0]).toContain('officialSource,sourceVersion');
    const full = JSON.parse((await get('/api/admin/export/repository')).body);
    expect(full.codes).toHaveLength(total);
    expect(Array.isArray(full.sources)).toBe(true);
    for (const bad of [
      '/api/admin/export/medical-codes?format=xml',
      '/api/admin/export/medical-codes?format=csv&codeType=ICD9',
      '/api/admin/download/complete-repository?format=json',
    ]) {
      expect((await get(bad)).statusCode).toBe(400);
    }
    for (const url of ['/api/admin/export/medical-codes?format=csv', '/api/admin/export/repository']) {
      expect((await get(url, user.auth)).statusCode).toBe(403);
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });
});
