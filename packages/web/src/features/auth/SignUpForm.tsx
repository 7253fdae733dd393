import { limits, signupRequestSchema } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { isApiError } from '@/lib/api';
import { toFieldErrors } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSignUp } from './use-auth';

type Field = 'firstName' | 'lastName' | 'email' | 'password';

const empty: Record<Field, string> = { firstName: '', lastName: '', email: '', password: '' };

export function SignUpForm() {
  const signUp = useSignUp();
  const { errors, formRef, bind, handleSubmit, showErrors } = useSchemaForm(signupRequestSchema, empty);

  const onSubmit = handleSubmit((data) => {
    signUp.mutate(data, {
      onError: (error) => {
        // The server checks the same rules; if it still finds a field wrong, show it by the field.
        if (isApiError(error) && error.body?.issues) showErrors(toFieldErrors<Field>(error.body.issues));
      },
    });
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
          {(control) => <Input {...control} {...bind('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          {(control) => <Input {...control} {...bind('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email}>
        {(control) => (
          <Input {...control} {...bind('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <FormField
        label="Password"
        error={errors.password}
        hint={`At least ${limits.userPasswordMin} characters, and not a common password.`}
      >
        {(control) => <PasswordInput {...control} {...bind('password')} autoComplete="new-password" />}
      </FormField>
      <Button type="submit" size="lg" disabled={signUp.isPending} className="mt-2 w-full">
        {signUp.isPending ? 'Creating your account…' : 'Create Account'}
      </Button>
    </form>
  );
}
