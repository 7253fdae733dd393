import { useRef, useState, type SubmitEvent } from 'react';
import { loginRequestSchema } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { focusFirstInvalid, toFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useSignIn } from './use-auth';

type Field = 'email' | 'password';

export function SignInForm() {
  const signIn = useSignIn();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = (next: Record<Field, string>) => {
    const result = loginRequestSchema.safeParse(next);
    return result.success
      ? { data: result.data, errors: {} }
      : { data: null, errors: toFieldErrors<Field>(result.error.issues) };
  };

  const update = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing so they disappear as soon as they are fixed.
    if (submitted) setErrors(validate(next).errors);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) {
      requestAnimationFrame(() => {
        focusFirstInvalid(formRef.current);
      });
      return;
    }
    signIn.mutate(data);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      <FormField label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(e) => {
              update('email', e.target.value);
            }}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => {
              update('password', e.target.value);
            }}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-2 w-full">
        {signIn.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
