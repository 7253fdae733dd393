import { useRef, useState, type SubmitEvent } from 'react';
import { limits, signupRequestSchema } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { isApiError } from '@/lib/api';
import { focusFirstInvalid, toFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useSignUp } from './use-auth';

type Field = 'firstName' | 'lastName' | 'email' | 'password';

const empty: Record<Field, string> = { firstName: '', lastName: '', email: '', password: '' };

export function SignUpForm() {
  const signUp = useSignUp();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = (next: Record<Field, string>) => {
    const result = signupRequestSchema.safeParse(next);
    return result.success
      ? { data: result.data, errors: {} }
      : { data: null, errors: toFieldErrors<Field>(result.error.issues) };
  };

  const update = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next).errors);
  };

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    requestAnimationFrame(() => {
      focusFirstInvalid(formRef.current);
    });
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { data, errors: found } = validate(values);
    if (!data) {
      showErrors(found);
      return;
    }
    setErrors({});
    signUp.mutate(data, {
      onError: (error) => {
        // The server checks the same rules; if it still finds a field wrong, show it by the field.
        if (isApiError(error) && error.body?.issues) showErrors(toFieldErrors<Field>(error.body.issues));
      },
    });
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      update(name, e.target.value);
    },
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Create account"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName}>
          {(control) => <Input {...control} {...field('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          {(control) => <Input {...control} {...field('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email}>
        {(control) => (
          <Input {...control} {...field('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <FormField
        label="Password"
        error={errors.password}
        hint={`At least ${limits.userPasswordMin} characters.`}
      >
        {(control) => <PasswordInput {...control} {...field('password')} autoComplete="new-password" />}
      </FormField>
      <Button type="submit" size="lg" disabled={signUp.isPending} className="mt-2 w-full">
        {signUp.isPending ? 'Creating your account…' : 'Create Account'}
      </Button>
    </form>
  );
}
