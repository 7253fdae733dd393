import { expect, test } from '@playwright/test';
import { storeToken } from './support';

test('without the server, the billing assistant answers from its prepared guides and offers follow-ups', async ({
  page,
}) => {
  // The server's assistant has its own journey (chat.spec.ts); here it cannot be reached (01 §8 fallback).
  await page.route('**/api/chat/enhanced-public', (route) => route.abort());
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'AI Medical Billing Assistant' });
  const input = panel.getByLabel('Your question');
  const send = panel.getByRole('button', { name: 'Send message' });
  const log = panel.getByRole('log');

  await expect(log).toContainText('What would you like to know?');
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  expect((await panel.boundingBox())?.height).toBe(600);

  await input.fill('first line');
  await input.press('Shift+Enter');
  await input.pressSequentially('second line');
  await expect(input).toHaveValue('first line\nsecond line');
  await input.fill('');

  await panel.getByRole('button', { name: 'My insurance denied a claim. What now?' }).click();
  await expect(input).toHaveValue('My insurance denied a claim. What now?');
  await expect(input).toBeFocused();
  await input.press('Enter');

  await expect(input).toHaveValue('');
  await expect(log).toContainText('You said: My insurance denied a claim. What now?');
  // The typing indicator shows for well under a second: on a loaded machine a check can miss it, so
  // only its absence after the reply is asserted.
  await expect(log).toContainText('A denial is not always the final word');
  await expect(log.getByText('The assistant is typing')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'What should an appeal letter include?' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'How do I check my bill for errors?' })).toHaveCount(0);
  await expect.poll(async () => (await panel.boundingBox())?.height).toBe(1200);

  await input.fill('How much is my prescription going to cost?');
  await send.click();
  await expect(log).toContainText('generic or a lower-cost drug');
});

test('the upload card shows the real allowance of a guest session', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByText('5 free uploads, no account needed')).toBeVisible();

  const created = await request.post('/api/auth/guest');
  expect(created.status()).toBe(201);
  const { sessionId } = (await created.json()) as { sessionId: string };
  await storeToken(page, 'guestSessionId', sessionId);
  await page.goto('/');
  await expect(page.getByText('5 free uploads left')).toBeVisible();
});
