import { describe, expect, it } from 'vitest';
import { messages } from '@clearbill/shared';
import { admins } from '../db/schema';
import { bootstrapAdmin, createAdmin, setAdminPassword } from '../admin/service';
import { describeEachDb } from '../test/harness';
import { assertPasswordAllowed, isCommonPassword } from './password-policy';

describe('common and breached passwords', () => {
  it.each([
    'password',
    '123456',
    'qwerty123456', // on the list itself
    'password1234',
    'Password1234!',
    '!!iloveyou2026',
    'qwertyuiop123',
    'monkeymonkey',
    'aaaaaaaaaaaa',
    '123456789012',
    'abcdefghijklm',
    'LetMeIn!LetMeIn!',
  ])('refuses %s', async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
  });

  it.each(['correct-horse-1', 'Tangerine-Lighthouse-42', 'sunshine-in-august', 'pw-0a1b2c3d4e-secret'])(
    'accepts %s',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false);
    },
  );

  it('refuses short, long and common passwords with the field they belong to', async () => {
    for (const [password, message] of [
      ['elevenchars', messages.passwordMin],
      ['p'.repeat(201), messages.passwordTooLong],
      ['password1234', messages.passwordTooCommon],
    ] as const) {
      await expect(assertPasswordAllowed(password)).rejects.toMatchObject({
        code: 'validation_failed',
        message,
        issues: [{ path: 'password', message }],
      });
    }
    await expect(assertPasswordAllowed('twelve-chars')).resolves.toBeUndefined();
  });
});

describeEachDb('admin passwords follow the same rule', (h) => {
  it('refuses a common password for a new admin and for set-password', async () => {
    await expect(
      createAdmin(h().ctx, { username: 'ops-common', password: 'administrator1' }),
    ).rejects.toMatchObject({ message: messages.passwordTooCommon });
    const row = await createAdmin(h().ctx, { username: 'ops-ok', password: 'a-long-admin-password' });
    expect(row).not.toBeNull();
    await expect(setAdminPassword(h().ctx, 'ops-ok', 'qwerty123456')).rejects.toMatchObject({
      message: messages.passwordTooCommon,
    });
  });

  it('stops the first start with a clear message when ADMIN_PASSWORD is common', async () => {
    await h().ctx.db.delete(admins);
    await expect(bootstrapAdmin(h().ctx, { username: 'ops', password: 'Password1234' })).rejects.toThrow(
      `ADMIN_PASSWORD was refused: ${messages.passwordTooCommon}`,
    );
    expect(await h().ctx.db.select().from(admins)).toHaveLength(0);
  });
});
