import { describe, expect, it } from 'vitest';
import { adminLoginRequestSchema, loginRequestSchema, messages } from '@clearbill/shared';
import { validateWithSchema, type FormSchema } from './use-schema-form';

describe('validateWithSchema', () => {
  it('gives the parsed data and no errors when every field passes', () => {
    const result = validateWithSchema(loginRequestSchema, { email: '  Ann@Example.COM ', password: 'pw' });
    expect(result).toEqual({ data: { email: 'ann@example.com', password: 'pw' }, errors: {} });
  });

  it('gives no data and the message for each failing field', () => {
    const result = validateWithSchema(loginRequestSchema, { email: ' ', password: '' });
    expect(result).toEqual({
      data: null,
      errors: { email: messages.emailRequired, password: messages.passwordRequired },
    });
  });

  it('leaves out fields that pass', () => {
    const result = validateWithSchema(loginRequestSchema, { email: 'ann@example.com', password: '' });
    expect(result).toEqual({ data: null, errors: { password: messages.passwordRequired } });
  });

  it('checks an optional field only when it is given', () => {
    const base = { username: 'admin', password: 'pw' };
    expect(validateWithSchema(adminLoginRequestSchema, { ...base, totpCode: undefined }).errors).toEqual({});
    expect(validateWithSchema(adminLoginRequestSchema, { ...base, totpCode: '12a' })).toEqual({
      data: null,
      errors: { totpCode: messages.invalidTotp },
    });
  });

  it('keeps the first message per field, keyed by the top-level field name', () => {
    const schema: FormSchema<never> = {
      safeParse: () => ({
        success: false,
        error: {
          issues: [
            { path: ['address', 'zip'], message: 'Enter a ZIP code' },
            { path: ['address'], message: 'Second message' },
            { path: [], message: 'Not about one field' },
          ],
        },
      }),
    };
    expect(validateWithSchema(schema, {})).toEqual({ data: null, errors: { address: 'Enter a ZIP code' } });
  });
});
