import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi, storeToken } from './support';
import { pdfFile } from './upload-support';

/**
 * The shared ui/Switch and ui/Checkbox in a real browser: reached with Tab, flipped with the keyboard,
 * and ringed by the visible focus outline while focused from the keyboard.
 */

/** Presses Tab until the control has the focus (at most 40 times). */
async function tabTo(page: Page, control: Locator): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    if (await control.evaluate((el) => el === el.ownerDocument.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

/** The outline the browser draws around the focused control. */
function outlineOf(control: Locator): Promise<{ style: string; width: number; focusVisible: boolean }> {
  return control.evaluate((el) => {
    const style = el.ownerDocument.defaultView?.getComputedStyle(el);
    return {
      style: style?.outlineStyle ?? 'none',
      width: Number.parseFloat(style?.outlineWidth ?? '0'),
      focusVisible: el.matches(':focus-visible'),
    };
  });
}

test('the upload consent: checkbox reached with Tab, ticked and unticked with Space, with a focus ring', async ({
  page,
}) => {
  await page.goto('/upload');
  await page.locator('input[type="file"]').setInputFiles(await pdfFile('keyboard-bill.pdf'));
  const consent = page.getByRole('checkbox', { name: /I agree that ClearBill/ });
  await tabTo(page, consent);
  const ring = await outlineOf(consent);
  expect(ring.focusVisible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Space');
  await expect(consent).not.toBeChecked();
});

test('the live-sources switch: reached with Tab, flipped with Space and Enter, with a focus ring', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, 'switch');
  await storeToken(page, 'authToken', user.token);
  await page.goto('/medical-codes');
  const live = page.getByRole('switch', { name: 'Include live sources' });
  await expect(live).toHaveAttribute('aria-checked', 'true');
  await expect(live).toHaveAccessibleDescription('CDC, FDA and NIH look-ups');

  await page.getByLabel('Code or words').focus();
  await tabTo(page, live);
  const ring = await outlineOf(live);
  expect(ring.focusVisible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Space');
  await expect(live).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Enter');
  await expect(live).toHaveAttribute('aria-checked', 'true');
});
