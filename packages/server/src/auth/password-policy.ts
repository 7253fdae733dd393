import { AppError, limits, messages } from '@clearbill/shared';

/**
 * Which passwords may be set (sign-up, admin create and set-password, ADMIN_PASSWORD): 12 to 200
 * characters, and not one an attacker tries first. "Tries first" is the common-password list that
 * zxcvbn-ts ships (@zxcvbn-ts/language-common: about 49,000 passwords most seen in breach dumps),
 * with the variants people use to pass a length rule: the same word with digits or symbols stuck on
 * either end ("Password1234!"), a word repeated ("monkeymonkey"), one character repeated, and runs
 * along the keyboard or the digits ("1234567890123", "qwertyuiopas").
 */

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** Loaded once, on the first password checked (about 80 ms, 3 MB), never at start-up. */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const list = dictionary['passwords-common'];
    if (!Array.isArray(list) || list.length < 10_000) {
      // A package update that moved the list must fail loudly, not silently accept every password.
      throw new Error('The common-password list could not be read from @zxcvbn-ts/language-common.');
    }
    return new Set(list.map((p) => p.toLowerCase()));
  });
  return commonPasswords;
}

const RUNS = [
  '01234567890123456789',
  '09876543210987654321',
  'abcdefghijklmnopqrstuvwxyz',
  'zyxwvutsrqponmlkjihgfedcba',
  'qwertyuiopasdfghjklzxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
];

/** True when the password is a string repeated ("abcabcabcabc", "aaaaaaaaaaaa"). */
function isRepetition(p: string): boolean {
  return p.length > 1 && (p + p).indexOf(p, 1) < p.length;
}

/** The password without digits, punctuation and spaces at either end: "!Password1234" -> "password". */
function core(p: string): string {
  return p.replace(/^[\d\p{P}\p{S}\s]+|[\d\p{P}\p{S}\s]+$/gu, '');
}

/** True when the password is on the common list or an obvious variant of something that is. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadCommonPasswords();
  const guessable = (s: string) => list.has(s) || isRepetition(s) || RUNS.some((run) => run.includes(s));
  const p = password.toLowerCase();
  if (guessable(p)) return true;
  const c = core(p);
  return c !== p && c.length >= 4 && guessable(c);
}

/**
 * Refuses a password that may not be set, with the reason for the person setting it (and, for
 * forms, the field it belongs to).
 */
export async function assertPasswordAllowed(password: string): Promise<void> {
  const refuse = (message: string) =>
    new AppError('validation_failed', message, { issues: [{ path: 'password', message }] });
  if (password.length < limits.userPasswordMin) throw refuse(messages.passwordMin);
  if (password.length > limits.passwordMax) throw refuse(messages.passwordTooLong);
  if (await isCommonPassword(password)) throw refuse(messages.passwordTooCommon);
}
