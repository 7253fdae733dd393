import {
  createAdmin,
  createBetaCode,
  resetAdminTotp,
  setAdminPassword,
  type AppContext,
} from '@clearbill/server';

export interface CommandInput {
  group: string;
  action: string | undefined;
  values: {
    username?: string | undefined;
    code?: string | undefined;
    days?: string | undefined;
    'max-uses'?: string | undefined;
  };
  password: string | undefined;
}

const need = (value: string | undefined, what: string): string => {
  if (!value) throw new Error(`Missing ${what}. Run with --help for usage.`);
  return value;
};

/** Runs one operator command; returns the process exit code. */
export async function adminCommands(ctx: AppContext, input: CommandInput): Promise<number> {
  const { group, action, values } = input;
  if (group === 'admin' && action === 'create') {
    const username = need(values.username, '--username');
    const row = await createAdmin(ctx, { username, password: need(input.password, 'ADMIN_PASSWORD') });
    console.log(row ? `Admin ${username} created.` : `An admin named ${username} already exists.`);
    return row ? 0 : 1;
  }
  if (group === 'admin' && action === 'set-password') {
    const username = need(values.username, '--username');
    await setAdminPassword(ctx, username, need(input.password, 'ADMIN_PASSWORD'));
    console.log(`Password changed for ${username}; their open sessions were ended.`);
    return 0;
  }
  if (group === 'admin' && action === 'reset-totp') {
    const username = need(values.username, '--username');
    await resetAdminTotp(ctx, username);
    console.log(
      `Authenticator and recovery codes removed for ${username}; their sessions were ended. At their next ` +
        'sign-in they must enrol a new authenticator before anything else opens.',
    );
    return 0;
  }
  if (group === 'beta-code' && action === 'create') {
    const code = await createBetaCode(ctx, null, {
      ...(values.code ? { code: values.code } : {}),
      validForDays: values.days ? Number(values.days) : 30,
      maxUses: values['max-uses'] ? Number(values['max-uses']) : null,
    });
    console.log(
      `Beta code ${code.code}, valid until ${code.expiresAt}${code.maxUses ? `, ${code.maxUses} uses` : ''}.`,
    );
    return 0;
  }
  console.error(`Unknown command: ${[group, action].filter(Boolean).join(' ')}. Run with --help for usage.`);
  return 1;
}
