import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminTokenViaApi, expectNoSeriousViolations, signUpViaApi, storeToken, toasts } from './support';

const goodCsv = [
  'code,codeType,title,category,billableStatus,officialSource,sourceVersion,effectiveDate',
  'E11.9,ICD-10-CM,Type 2 diabetes mellitus without complications,Endocrine,true,E2E fixture,2026,2025-10-01',
  'E11.65,ICD-10-CM,Type 2 diabetes mellitus with hyperglycemia,Endocrine,true,E2E fixture,2026,2025-10-01',
  'J1100,HCPCS,"Injection, dexamethasone sodium phosphate, 1 mg",Drugs,true,E2E fixture,2026,2026-01-01',
  'V5299,HCPCS,Zephyrine e2e marker supply,Supplies,true,E2E fixture,2026,2026-01-01',
  ',CPT,A row without a code,,true,E2E fixture,2026,',
].join('\n');

/** Signs a patient in (and an admin, when asked) in this browser. */
async function signIn(page: Page, request: APIRequestContext, withAdmin: boolean): Promise<void> {
  const user = await signUpViaApi(request, 'codes');
  await storeToken(page, 'authToken', user.token);
  if (withAdmin) await storeToken(page, 'adminToken', await adminTokenViaApi(request));
}

test.describe.configure({ mode: 'serial' });

test('an upload of the wrong file type is refused; a CSV from an admin lands and is searchable', async ({
  page,
  request,
}) => {
  await signIn(page, request, true);
  await page.goto('/medical-codes');
  await page.getByRole('tab', { name: 'Upload' }).click();
  const file = page.getByLabel('Codes file (CSV or JSON)');

  await file.setInputFiles({
    name: 'codes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('E11.9 diabetes'),
  });
  await expect(toasts(page).getByText('Invalid File Type')).toBeVisible();
  await expect(toasts(page).getByText('Please upload a CSV or JSON file.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload codes' })).toBeDisabled();

  // The server enforces the same rule for a caller that skips the page.
  const token = await adminTokenViaApi(request);
  const direct = await request.post('/api/admin/upload/medical-codes', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'codes.txt', mimeType: 'text/plain', buffer: Buffer.from('E11.9') } },
  });
  expect(direct.status()).toBeGreaterThanOrEqual(400);
  expect(((await direct.json()) as { message: string }).message).toBe('Please upload a CSV or JSON file.');

  await file.setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(goodCsv) });
  await page.getByRole('button', { name: 'Upload codes' }).click();
  await expect(toasts(page).getByText('Upload Successful', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Row \d+: code/)).toBeVisible();

  await page.getByRole('tab', { name: 'Database Search' }).click();
  await page.getByLabel('Search the code database').fill('Zephyrine');
  const results = page.getByRole('region', { name: 'Database results' });
  await expect(results.getByText('V5299')).toBeVisible();
  await expect(results.getByText('Zephyrine e2e marker supply')).toBeVisible();
});

test('hybrid search works offline: database results and the notice about live sources', async ({
  page,
  request,
}) => {
  await signIn(page, request, false);
  await page.goto('/medical-codes');
  const query = page.getByLabel('Code or words');
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await query.fill('d');
  await expect(button).toBeDisabled();
  await query.fill('diabetes');
  await expect(button).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'Include live sources' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await query.press('Enter');

  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByText('E11.9', { exact: true })).toBeVisible();
  await expect(results.getByText('Type 2 diabetes mellitus without complications')).toBeVisible();
  await expect(results.getByText('Database', { exact: true }).first()).toBeVisible();
  await expect(results.getByText(/live government sources are unavailable/i)).toBeVisible();
  await expect(results.getByText(/^Strategy:/)).toBeVisible();
  await expect(page.getByText(/of 5 available/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await query.fill('qqzzxx');
  await button.click();
  await expect(page.getByText('No results found for "qqzzxx"')).toBeVisible();
});

test('without an admin session the admin tabs say so calmly, with the way to sign in', async ({
  page,
  request,
}) => {
  await signIn(page, request, false);
  await page.goto('/medical-codes');
  await page.getByRole('tab', { name: 'Download' }).click();
  await expect(
    page.getByText(/Templates, exports and the complete repository are administrator files/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in as an administrator' })).toHaveAttribute(
    'href',
    '/admin/login',
  );
  await page.getByRole('tab', { name: 'Stats' }).click();
  await expect(page.getByText('7 types are supported', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page);
});
