import { expect, test } from '@playwright/test';
import { adminTokenViaApi, expectNoSeriousViolations, screenshot, signUpViaApi, storeToken } from './support';

// A code only this journey adds, with our own label, so the answer can only come from the database.
const codesCsv = [
  'code,codeType,title,category,billableStatus,officialSource,sourceVersion,effectiveDate',
  'V5298,HCPCS,Chatline e2e marker hearing supply,Supplies,true,E2E fixture,2026,2026-01-01',
].join('\n');

test.describe.configure({ mode: 'serial' });

test('the assistant on the landing page answers a code from the database, a reason code and a crisis', async ({
  page,
  request,
}) => {
  const token = await adminTokenViaApi(request);
  const uploaded = await request.post('/api/admin/upload/medical-codes', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(codesCsv) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);

  await page.goto('/');
  const panel = page.getByRole('region', { name: 'AI Medical Billing Assistant' });
  const input = panel.getByLabel('Your question');
  const log = panel.getByRole('log');
  expect((await panel.boundingBox())?.height).toBe(600);

  await input.fill('What is V5298 on my bill?');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(log).toContainText('Chatline e2e marker hearing supply');
  await expect(log.getByText('Codes found')).toBeVisible();
  await expect(log.getByRole('link', { name: /ClearBill code database: HCPCS Level II 2026/ })).toBeVisible();
  await expect(log.getByText('The assistant is typing')).toHaveCount(0);
  await expect.poll(async () => (await panel.boundingBox())?.height).toBe(1200);

  // A suggestion fills the input; Enter sends it.
  const suggestion = panel.getByRole('button', { name: 'What does CO-97 mean?' });
  await suggestion.click();
  await expect(input).toHaveValue('What does CO-97 mean?');
  await input.press('Enter');
  await expect(log).toContainText('paid as part of another service');
  await expect(log.getByRole('link', { name: /X12 Claim Adjustment Reason Codes/ })).toBeVisible();

  await input.fill('How do I dispute a surprise bill from an out-of-network anesthesiologist?');
  await input.press('Enter');
  await expect(log).toContainText('No Surprises Act');
  await expect(log.getByText('No Surprises Help Desk', { exact: false }).first()).toBeVisible();

  await input.fill('I want to hurt myself');
  await input.press('Enter');
  await expect(log.getByText('URGENT').first()).toBeVisible();
  await expect(log).toContainText('Call or text 988 now');
  await expect(log.getByRole('link', { name: '988', exact: true }).first()).toHaveAttribute(
    'href',
    'tel:988',
  );
  await expect(log.getByText('National').first()).toBeVisible();

  await expectNoSeriousViolations(page);
  await screenshot(page, { path: '.tmp/e2e-results/chat-desktop.png', fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, { path: '.tmp/e2e-results/chat-phone.png', fullPage: false });
});

test("a signed-in patient's chat is theirs: 'explain my last bill' before any upload points to the upload", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, 'chat');
  await storeToken(page, 'authToken', user.token);
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'AI Medical Billing Assistant' });
  const input = panel.getByLabel('Your question');
  await input.fill('Explain my last bill');
  await input.press('Enter');
  await expect(panel.getByRole('log')).toContainText('You have no analysed bills yet');
});

test("after analysing a bill, 'explain my last bill' answers from the patient's own findings", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await signUpViaApi(request, 'chat-bill');
  const auth = { authorization: `Bearer ${user.token}` };
  const bill = [
    'Date of Service   CPT     Description                       Charge',
    '02/10/2025        99213   Office visit, established patient  $180.00',
    '02/10/2025        99213   Office visit, established patient  $180.00',
    '02/10/2025        36415   Routine venipuncture               $25.00',
    'Total Charges: $385.00',
    'Patient Balance: $385.00',
  ].join('\n');
  const up = await request.post('/api/documents/upload', {
    headers: auth,
    multipart: {
      document: { name: 'bill.txt', mimeType: 'text/plain', buffer: Buffer.from(bill) },
      consentGiven: 'true',
      fileCount: '1',
    },
  });
  expect(up.status(), await up.text()).toBe(201);
  const { documentId } = (await up.json()) as { documentId: string };
  let status = 'processing';
  let redactions: { id: string }[] = [];
  for (let i = 0; i < 120 && status === 'processing'; i++) {
    const doc = (await (await request.get(`/api/documents/${documentId}`, { headers: auth })).json()) as {
      status: string;
      redactions: { id: string }[];
    };
    status = doc.status;
    redactions = doc.redactions;
    if (status === 'processing') await page.waitForTimeout(500);
  }
  if (status !== 'analyzed') {
    const start = await request.post(`/api/documents/${documentId}/start-analysis`, {
      headers: auth,
      data: { redactions: redactions.map((r) => r.id) },
    });
    expect(start.status(), await start.text()).toBe(200);
  }

  await storeToken(page, 'authToken', user.token);
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'AI Medical Billing Assistant' });
  const input = panel.getByLabel('Your question');
  await input.fill('Explain my last bill');
  await input.press('Enter');
  const log = panel.getByRole('log');
  await expect(log).toContainText(/Your latest analysis \(.*\) found \d+ issue/);
  await expect(log.getByRole('link', { name: 'Your analysis result' })).toHaveAttribute(
    'href',
    `/analysis/${documentId}`,
  );
  await input.fill('What should I do first?');
  await input.press('Enter');
  await expect(log).toContainText('Start with:');
});
