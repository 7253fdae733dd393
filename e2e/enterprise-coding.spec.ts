import { expect, test } from '@playwright/test';
import { adminTokenViaApi, expectNoSeriousViolations, signUpViaApi, storeToken, toasts } from './support';

const fixtureCsv = [
  'code,codeType,title,category,billableStatus,officialSource,sourceVersion,effectiveDate',
  'E11.9,ICD-10-CM,Type 2 diabetes mellitus without complications,Endocrine,true,E2E fixture,2026,2025-10-01',
  'E11,ICD-10-CM,Type 2 diabetes mellitus,Endocrine,false,E2E fixture,2026,2025-10-01',
  'M17.11,ICD-10-CM,"Unilateral primary osteoarthritis, right knee",Musculoskeletal,true,E2E fixture,2026,2025-10-01',
  '27447,CPT,Total knee replacement,Surgery,true,E2E fixture,2026,2026-01-01',
].join('\n');

test.beforeAll(async ({ request }) => {
  const token = await adminTokenViaApi(request);
  const response = await request.post('/api/admin/upload/medical-codes', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(fixtureCsv) } },
  });
  expect(response.status(), await response.text()).toBe(200);
});

test.beforeEach(async ({ page, request }) => {
  const user = await signUpViaApi(request, 'enterprise');
  await storeToken(page, 'authToken', user.token);
});

test('validates a code: a valid one, an invalid one, and a form left empty', async ({ page }) => {
  await page.goto('/enterprise-coding');
  await page.getByRole('tab', { name: 'Validation' }).click();
  const validate = page.getByRole('button', { name: 'Validate code' });

  await validate.click();
  await expect(page.getByText('Please enter both code and code type').first()).toBeVisible();

  await page.getByLabel('Code', { exact: true }).fill('e11.9');
  await page.getByLabel('Code type').selectOption('ICD-10-CM');
  await validate.click();
  const result = page.getByRole('region', { name: 'Validation result' });
  await expect(result.getByText('E11.9 (ICD-10-CM) is valid')).toBeVisible();
  await expect(result.getByText(/^Billable: yes/)).toBeVisible();
  await expect(result.getByText(/^In effect: yes/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByLabel('Code', { exact: true }).fill('9921');
  await page.getByLabel('Code type').selectOption('CPT');
  await validate.click();
  await expect(result.getByText('9921 (CPT) is not valid')).toBeVisible();
  await expect(result.getByText(/does not have the shape of a CPT code/)).toBeVisible();

  await page.getByLabel('Code', { exact: true }).fill('E11');
  await page.getByLabel('Code type').selectOption('ICD-10-CM');
  await validate.click();
  await expect(result.getByText('E11 (ICD-10-CM) is not valid')).toBeVisible();
  await expect(result.getByText(/^Billable: no/)).toBeVisible();
});

test('a patient without an admin session is told that administrators schedule the updates', async ({
  page,
}) => {
  await page.goto('/enterprise-coding');
  await expect(page.getByText('Administrators only')).toBeVisible();
  await page.getByRole('tab', { name: 'Code Updates' }).click();
  await expect(page.getByText('Administrators schedule the code-set updates.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule code updates' })).toHaveCount(0);
});

test('flags a code, schedules the updates (as an admin) and reviews accuracy, with live overview figures', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000); // two sign-ins, three tabs and two accessibility scans
  await storeToken(page, 'adminToken', await adminTokenViaApi(request));
  await page.goto('/enterprise-coding');
  await expect(page.getByText('Codes in the database')).toBeVisible();
  await expect(page.getByText('275,000+')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Manual Review' }).click();
  await page.getByRole('button', { name: 'Flag for review' }).click();
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill('27447');
  await page.getByLabel('Code type').selectOption('CPT');
  await page.getByLabel('Reason').selectOption('missing_info');
  await page.getByLabel('Priority').selectOption('high');
  await page.getByLabel('Description').fill('Laterality is not in the operative note.');
  await page.getByRole('button', { name: 'Flag for review' }).click();
  await expect(toasts(page).getByText('Code Flagged for Review', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Code Updates' }).click();
  await expect(page.getByText('Annually on October 1')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule code updates' }).click();
  await expect(toasts(page).getByText('Code Updates Scheduled', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Update jobs' }).getByText('ICD-10-CM')).toBeVisible();

  await page.getByRole('tab', { name: 'AI Accuracy' }).click();
  await page.getByLabel('Codes').fill(' M17.11 , 27447 ,, ');
  await page.getByLabel('Clinical documentation').fill('Primary osteoarthritis of the right knee.');
  await page.getByLabel('Procedure notes (optional)').fill('Total knee replacement.');
  await page.getByRole('button', { name: 'Review accuracy' }).click();
  const review = page.getByRole('region', { name: 'Accuracy review' });
  await expect(review.getByText('100 / 100')).toBeVisible();
  await expect(review.getByText(/2 codes of 2 found and billable/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Overview' }).click();
  const flags = page.getByText('Open review flags').locator('..');
  await expect(flags).not.toContainText('Loading');
});
