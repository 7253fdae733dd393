import { expect, test } from '@playwright/test';
import { adminTokenViaApi, expectNoSeriousViolations, signUpViaApi, storeToken, toasts } from './support';
import {
  allowance,
  answerQuestionsQuickly,
  guestHeader,
  guestSessionId,
  patient,
  pdfFile,
  progressBar,
  uploadWithConsent,
} from './upload-support';

// Text PDFs are read in a few seconds, but the first upload also warms the server's pipeline.
test.setTimeout(120_000);

test('a guest uploads a bill, answers the questions, confirms the PHI found, sees it removed and the results', async ({
  page,
}) => {
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a bill' })).toBeVisible();
  await expect(allowance(page)).toHaveText('5 of 5 free uploads left');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveText(['1Upload', '2Verification', '3Privacy check', '4Complete']);
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  await expectNoSeriousViolations(page);

  // File chosen: 10. Without consent the spec's message, and nothing is sent.
  await page.locator('input[type="file"]').setInputFiles(await pdfFile());
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('riverside-bill.pdf');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '10');
  await expect(page.getByLabel('24 hours (default)')).toBeChecked();
  await page.getByRole('button', { name: 'Upload and check' }).click();
  await expect(page.getByText('Consent is required for analysis')).toBeVisible();
  await expect(page.getByLabel(/I agree that ClearBill/)).toBeFocused();
  await expectNoSeriousViolations(page);

  await page.getByLabel(/I agree that ClearBill/).check();
  await page.getByLabel('4 hours', { exact: true }).check();
  // The browser does not expose a multipart body with a file, so the answer tells what was sent.
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/documents/upload'));
  await page.getByRole('button', { name: 'Upload and check' }).click();
  const answer = (await (await uploaded).json()) as { document: { retentionHours: number } };
  expect(answer.document.retentionHours).toBe(4);

  // Questionnaire (validation, 50); the upload used one of the five.
  await expect(page.getByText('Step 1 of 3')).toBeVisible({ timeout: 60_000 });
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '50');
  await expect(allowance(page)).toHaveText('4 of 5 free uploads left');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: 'No' }).check();
  await expect(page.getByLabel('What is wrong?')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expect(page.getByLabel('What is wrong?')).toHaveCount(0);
  await next.click();

  await expect(page.getByRole('heading', { name: 'The services on the bill' })).toBeFocused();
  await expect(next).toBeDisabled();
  await page.getByLabel('What kind of visit was it?').selectOption('office');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await next.click();

  await page.getByLabel('My insurance denied all or part of the claim').check();
  await page.getByLabel('Denial codes (optional)').fill('CO-50');
  await page.getByLabel('I already paid a deposit or copay').check();
  await page.getByLabel('Amount paid (USD)').fill('40');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Finish' }).click();

  // Privacy check (90): each item with its type, its text and a confidence.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '90');
  const items = dialog.getByRole('list', { name: 'Personal information found' }).getByRole('listitem');
  for (const [text, label] of [
    [patient.name, 'Name'],
    [patient.dob, 'Date of birth'],
    [patient.memberId, 'Insurance member ID'],
  ] as const) {
    const item = items.filter({ hasText: text });
    await expect(item.first(), text).toContainText(label);
    await expect(item.first(), text).toContainText(/\d{1,3}% confidence/);
    await expect(item.first().getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  }
  await expectNoSeriousViolations(page);

  const confirm = page.waitForRequest((r) => r.url().endsWith('/start-analysis'));
  await dialog.getByRole('button', { name: 'Confirm and remove' }).click();
  const started = await confirm;
  const documentId = /\/api\/documents\/([^/]+)\/start-analysis$/.exec(started.url())?.[1] ?? '';
  const body = started.postDataJSON() as {
    redactions: { id: string; approved: boolean }[];
    validationData: { additionalQuestions: { denialCodes: string; depositsOrCopaysAmount: number } };
  };
  expect(body.redactions.length).toBeGreaterThanOrEqual(3);
  expect(body.redactions.every((r) => r.approved)).toBe(true);
  expect(body.validationData.additionalQuestions).toMatchObject({
    denialCodes: 'CO-50',
    depositsOrCopaysAmount: 40,
  });

  // Complete (100), then the results screen after 1.5 s (journeys there: analysis.spec.ts).
  await expect(page.getByRole('heading', { name: 'Analysis complete' })).toBeVisible({ timeout: 30_000 });
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page).toHaveURL(new RegExp(`/analysis/${documentId}$`), { timeout: 10_000 });
  await expect(page.getByRole('meter', { name: 'Risk score' })).toBeVisible();
  // Each finding says why it is the patient's right: the rule's citation, linked to its official text.
  const right = page.getByRole('region', { name: 'Why this is your right' }).first();
  await expect(right).toBeVisible();
  await expect(right.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);

  // What is kept: the redacted text, without the PHI, with the billing lines.
  const kept = await page.request.get(`/api/documents/${documentId}`, { headers: await guestHeader(page) });
  const { redactedText, removedPhi } = (await kept.json()) as {
    redactedText: string;
    removedPhi: { phiType: string; count: number }[];
  };
  expect(redactedText).toContain('[NAME]');
  expect(redactedText).toContain('99213');
  expect(redactedText).not.toContain('Quintanilla');
  expect(redactedText).not.toContain(patient.memberId);
  expect(removedPhi.map((r) => r.phiType)).toContain('name');
  await expect(page.locator('main')).not.toContainText('Quintanilla');
});

test('cancel in the PHI dialog discards the document and returns to the upload at 0', async ({ page }) => {
  await page.goto('/upload');
  await expect(allowance(page)).toHaveText('5 of 5 free uploads left');
  const { documentId } = await uploadWithConsent(page, await pdfFile('cancel-me.pdf'));
  await answerQuestionsQuickly(page);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Switching an item off is saved at once, one call per item.
  const first = dialog.getByRole('switch').first();
  const validated = page.waitForResponse((r) => r.url().endsWith('/api/redactions/validate'));
  await first.click();
  expect((await validated).status()).toBe(200);
  await expect(first).toHaveAttribute('aria-checked', 'false');

  // Closing the dialog keeps the document; Cancel discards it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Privacy check' })).toBeVisible();
  await page.getByRole('button', { name: 'Review what we found' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('heading', { name: 'Choose your document' })).toBeVisible();
  const gone = await page.request.get(`/api/documents/${documentId}`, { headers: await guestHeader(page) });
  expect(gone.status()).toBe(404);
});

test('unsupported files are refused: by the page before sending, by the server after', async ({ page }) => {
  await page.goto('/upload');
  await expect(allowance(page)).toHaveText('5 of 5 free uploads left');

  await page.locator('input[type="file"]').setInputFiles({
    name: 'animation.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'animation.gif' })).toContainText(
    'This file type is not supported',
  );
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');

  // A name that says PDF over content that is not: the server reads the bytes and refuses.
  const junk = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 37 + 11) % 256));
  await uploadWithConsent(page, { name: 'statement.pdf', mimeType: 'application/pdf', buffer: junk });
  await expect(toasts(page).getByText('Upload Failed')).toBeVisible();
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('heading', { name: 'Choose your document' })).toBeVisible();
  await expect(allowance(page)).toHaveText('5 of 5 free uploads left');
  await expectNoSeriousViolations(page);
});

test('a beta code: an invalid one is refused, a valid one gives unlimited uploads', async ({
  page,
  request,
}) => {
  await page.goto('/upload');
  await expect(allowance(page)).toHaveText('5 of 5 free uploads left');
  const box = page.getByRole('form', { name: 'Beta code' });
  await box.getByRole('button', { name: 'Apply code' }).click();
  await expect(box.getByText('Enter a code')).toBeVisible();
  await box.getByLabel('Beta code').fill('  not-a-real-code ');
  await box.getByRole('button', { name: 'Apply code' }).click();
  await expect(toasts(page).getByText('Invalid Code')).toBeVisible();

  const token = await adminTokenViaApi(request);
  const created = await request.post('/api/admin/beta-codes', {
    headers: { Authorization: `Bearer ${token}` },
    data: { validForDays: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  await box.getByLabel('Beta code').fill(` ${code.toLowerCase()} `);
  await box.getByRole('button', { name: 'Apply code' }).click();
  await expect(allowance(page)).toHaveText('Unlimited uploads (beta code)');
  await expect(page.getByRole('form', { name: 'Beta code' })).toHaveCount(0);
});

test('a 401 while uploading: a signed-in user is sent to sign in, a guest gets a new guest session', async ({
  page,
  request,
}) => {
  const unauthorized = { error: 'unauthorized', message: 'You are not signed in.' };
  await page.route('**/api/documents/upload', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify(unauthorized) }),
  );

  // Guest: 'Session Expired' and a fresh guest session.
  await page.goto('/upload');
  await expect(allowance(page)).toHaveText('5 of 5 free uploads left');
  const before = await guestHeader(page);
  await uploadWithConsent(page, await pdfFile());
  await expect(toasts(page).getByText('Session Expired')).toBeVisible();
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  // The old id is dropped before the new one is stored: wait for a new one, not for the old to go.
  await expect
    .poll(async () => {
      const id = await guestSessionId(page);
      return id !== null && id !== '' && id !== before['x-guest-session'];
    })
    .toBe(true);

  // Signed in: 'Unauthorized', then /auth?redirect=/upload after half a second.
  const user = await signUpViaApi(request, 'upload-401');
  await storeToken(page, 'authToken', user.token);
  await page.goto('/upload');
  await expect(allowance(page)).toHaveText('999 uploads remaining');
  await expect(page.getByRole('form', { name: 'Beta code' })).toHaveCount(0);
  await uploadWithConsent(page, await pdfFile());
  await expect(toasts(page).getByText('You are logged out. Logging in again...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirect=\/upload$/);
});
