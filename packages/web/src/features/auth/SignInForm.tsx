import { loginRequestSchema } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSignIn } from './use-auth';

export function SignInForm() {
  const signIn = useSignIn();
  const { errors, formRef, bind, handleSubmit } = useSchemaForm(loginRequestSchema, {
    email: '',
    password: '',
  });

  const onSubmit = handleSubmit((data) => {
    signIn.mutate(data);
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      <FormField label="Email" error={errors.email}>
        {(control) => (
          <Input {...control} {...bind('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <FormField label="Password" error={errors.password}>
        {(control) => <PasswordInput {...control} {...bind('password')} autoComplete="current-password" />}
      </FormField>
      <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-2 w-full">
        {signIn.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
