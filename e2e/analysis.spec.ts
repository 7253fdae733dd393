import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, signUpViaApi, storeToken, toasts } from './support';
import {
  answerQuestionsQuickly,
  lakesideStatementPdf,
  officeVisitTwice,
  patient,
  uploadWithConsent,
} from './upload-support';

// Upload, PHI detection and the analysis of a text PDF take a few seconds; the first also warms up.
test.setTimeout(120_000);

/** A one-page statement with PHI and the same office visit billed twice (code, date and amount). */
function duplicateBillPdf(): Promise<Buffer> {
  return lakesideStatementPdf(
    [
      ...officeVisitTwice,
      '02/10/2025        80053   Comprehensive metabolic panel     $95.00',
      '02/10/2025        36415   Routine venipuncture               $25.00',
    ],
    '$480.00',
  );
}

/** Through /upload: choose, consent, answer, confirm the PHI; resolves on /analysis/{id}. */
async function uploadToResults(page: Page, name: string): Promise<string> {
  await page.goto('/upload');
  const { documentId } = await uploadWithConsent(page, {
    name,
    mimeType: 'application/pdf',
    buffer: await duplicateBillPdf(),
  });
  await answerQuestionsQuickly(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem').filter({ hasText: patient.name }).first()).toContainText('Name');
  await dialog.getByRole('button', { name: 'Confirm and remove' }).click();
  // Complete (100), then the results screen after 1.5 s.
  await expect(page.getByRole('heading', { name: 'Analysis complete' })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(new RegExp(`/analysis/${documentId}$`), { timeout: 10_000 });
  // The results open at the top, not where the upload page was scrolled to.
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
  return documentId;
}

function duplicateFinding(page: Page) {
  return page.getByRole('article').filter({ hasText: 'Duplicate charge' }).first();
}

test('a signed-in patient sees the findings, downloads the report and saves the analysis', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, 'analysis');
  await storeToken(page, 'authToken', user.token);
  const id = await uploadToResults(page, 'lakeside-statement.pdf');

  await expect(page.getByText('Analysis Complete')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'lakeside-statement.pdf' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  const gauge = page.getByRole('meter', { name: 'Risk score' });
  await expect(gauge).toBeVisible();
  await expect(gauge).toHaveAttribute(
    'aria-valuetext',
    /^\d{1,3} out of 100, (Very Low|Low|Moderate|High|Very High) Risk$/,
  );
  const keyFindings = page.getByRole('region', { name: 'Key Findings' });
  await expect(keyFindings).toContainText('Issues found');
  await expect(keyFindings).toContainText('High priority');

  // The planted duplicate, with the lines it rests on and their page, and what to do.
  const duplicate = duplicateFinding(page);
  await expect(duplicate).toBeVisible();
  await expect(duplicate).toContainText('99213');
  await expect(duplicate).toContainText('Recommended action:');
  const evidence = duplicate.getByRole('listitem').filter({ hasText: 'Office visit' });
  await expect(evidence.first()).toContainText('02/10/2025');
  await expect(evidence.first()).toContainText('page 1');
  // Nothing personal on the screen: the PHI was removed before the analysis.
  await expect(page.locator('main')).not.toContainText('Quintanilla');
  await expect(page.locator('main')).not.toContainText(patient.memberId);
  // Signed in: every letter the findings open, pre-filled, on /letters (guests get the smart appeal form).
  await expect(page.getByRole('link', { name: 'Generate Appeal Letter' })).toHaveAttribute(
    'href',
    `/letters?document=${id}`,
  );
  await expectNoSeriousViolations(page);

  // Download Report: a real PDF.
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2_000);
  expect(bytes.length).toBeLessThan(2_000_000);
  await expect(toasts(page).getByText('Report downloaded')).toBeVisible();

  // Save to Dashboard, then find it there.
  await page.getByRole('button', { name: 'Save to Dashboard' }).click();
  await expect(toasts(page).getByText('Saved to your dashboard')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved to Dashboard' }).first()).toBeDisabled();
  await expectNoSeriousViolations(page);

  // On a phone: the bottom bar keeps both actions in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(bar.getByRole('link', { name: 'Generate Appeal' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Saved to Dashboard' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  const recent = page.getByRole('link', { name: /lakeside-statement\.pdf/ }).first();
  await expect(recent).toHaveAttribute('href', `/analysis/${id}`);
  await expectNoSeriousViolations(page);
});

test('a guest sees the limited analysis and is invited to create an account', async ({ page }) => {
  const id = await uploadToResults(page, 'guest-statement.pdf');

  await expect(page.getByRole('heading', { name: 'This is your free preview' })).toBeVisible();
  const duplicate = duplicateFinding(page);
  await expect(duplicate).toBeVisible();
  await expect(duplicate.getByText('Lines on your bill')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the full analysis' })).toHaveAttribute(
    'href',
    `/auth?tab=signup&redirect=${encodeURIComponent(`/analysis/${id}`)}`,
  );
  await expectNoSeriousViolations(page);

  // Saving and the report need an account: the server says so, the page offers one.
  await page.getByRole('button', { name: 'Save to Dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a free account' });
  await expect(dialog).toContainText('Create a free account to save this analysis to your dashboard.');
  await expect(dialog.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    /^\/auth\?tab=signup&redirect=/,
  );
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Download Report' }).click();
  await expect(dialog).toContainText('Create a free account to download the full report.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an unknown or malformed id shows the load failure with a way back to upload', async ({ page }) => {
  for (const id of ['not-a-document', '3f1c2a9e-0000-4000-8000-00000000dead']) {
    await page.goto(`/analysis/${id}`);
    await expect(page.getByText('Failed to load analysis results.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upload New Document' })).toHaveAttribute('href', '/upload');
  }
  await expectNoSeriousViolations(page);
});

test('the gauge demo shows the sample scores with their levels', async ({ page }) => {
  await page.goto('/gauge-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Risk gauge' })).toBeVisible();
  for (const [score, level] of [
    [60, 'Moderate'],
    [25, 'Low'],
    [50, 'Moderate'],
    [85, 'Very High'],
  ] as const) {
    await expect(page.getByRole('meter', { name: `Sample risk score ${score}` })).toHaveAttribute(
      'aria-valuetext',
      `${score} out of 100, ${level} Risk`,
    );
  }
  const slider = page.getByRole('slider', { name: 'Try a score' });
  await slider.fill('90');
  await expect(page.getByRole('meter', { name: 'Your chosen score' })).toHaveAttribute('aria-valuenow', '90');
  await expectNoSeriousViolations(page);
});
