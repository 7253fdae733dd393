import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations, screenshot, signUpViaApi, storeToken, toasts } from './support';
import { uploadAndConfirm } from './upload-support';

// Sign-up, an upload read and analysed through the API, then the /appeals screen: a few seconds.
test.setTimeout(60_000);

const shots = '.tmp/e2e-results/appeals';

// A denial notice that states its own appeal window (60 days from March 2, 2026: May 1, 2026).
const denial = [
  'Acme Health Plan',
  'Notice of Adverse Benefit Determination',
  'Date of notice: March 2, 2026',
  '',
  'Your claim for procedure 73610, date of service February 10, 2026, billed $240.00, was denied.',
  'Reason: prior authorization was not obtained before the service. Denial code CO-197.',
  'You may request an appeal within 60 days of the date of this notice.',
  '',
].join('\n');

/** A draft appeal letter, generated through the API as the letters screen would. */
async function draftLetter(request: APIRequestContext, auth: Record<string, string>): Promise<void> {
  const made = await request.post('/api/generate-letter', {
    headers: auth,
    data: {
      templateId: 'appeal-medical-necessity',
      recipientType: 'insurance',
      recipientName: 'Acme Health Plan',
      userData: {
        PATIENT_NAME: 'Robin Tester',
        PATIENT_ADDRESS: '1 Main St, Springfield',
        INSURANCE_COMPANY: 'Acme Health Plan',
        DATE_OF_SERVICE: '2026-02-10',
        PROVIDER_NAME: 'Riverside Clinic',
        DENIAL_DATE: '2026-03-02',
        MEDICAL_JUSTIFICATION: 'My doctor ordered the X-ray after a fall.',
      },
    },
  });
  expect(made.status(), await made.text()).toBe(200);
}

test('a signed-in patient marks a letter sent and sees its deadlines in /appeals and in the calendar file', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, 'appeals');
  const auth = { authorization: `Bearer ${user.token}` };
  await uploadAndConfirm(request, denial, auth);
  await draftLetter(request, auth);

  await storeToken(page, 'authToken', user.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/appeals');
  await expect(page.getByRole('heading', { name: 'Appeals and deadlines', level: 1 })).toBeVisible();
  const item = page.getByRole('list', { name: 'Deadlines' }).getByRole('listitem').first();
  await expect(item).toContainText('Internal appeal');
  await expect(item).toContainText('May 1, 2026');
  await expect(item).toContainText('Date from your notice');
  await expect(page.getByRole('heading', { name: 'When no answer comes' })).toBeVisible();

  // Mark the letter sent (today): the plan's answer becomes a deadline.
  const letter = page.getByRole('list', { name: 'Letters' }).getByRole('listitem').first();
  await expect(letter).toContainText('Appeal of a Denial for Medical Necessity');
  await expect(letter).toContainText('Not sent yet');
  await letter.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(letter.getByLabel('Date sent')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await letter.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Letter marked as sent')).toBeVisible();
  await expect(letter).toContainText('Sent ');
  await expect(letter.getByRole('button', { name: 'Record the answer' })).toBeVisible();
  const answer = page
    .getByRole('list', { name: 'Deadlines' })
    .getByRole('listitem')
    .filter({ hasText: 'Waiting for an answer' });
  await expect(answer).toContainText('60 days');
  await expect(answer).toContainText('external review');

  // The plan says no: an external review (4 months) takes the answer's place.
  await letter.getByRole('button', { name: 'Record the answer' }).click();
  await letter.getByRole('radio', { name: 'Lost' }).check();
  await letter.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Answer recorded')).toBeVisible();
  await expect(letter).toContainText('Lost (');
  await expect(answer).toHaveCount(0);
  await expect(
    page
      .getByRole('list', { name: 'Deadlines' })
      .getByRole('listitem')
      .filter({ hasText: 'External review' }),
  ).toContainText('4 months after the final denial');
  await expectNoSeriousViolations(page);
  // The top bar is sticky: from the top, it is drawn once.
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, { path: `${shots}/appeals-1280.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('clearbill-deadlines.ics');
  const ics = await readFile(await file.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('DTSTART;VALUE=DATE:20260501');
  expect(ics).toContain('TRIGGER:-P7D');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item).toContainText('May 1, 2026');
  await expectNoSeriousViolations(page);
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, { path: `${shots}/appeals-390.png`, fullPage: true });
});
