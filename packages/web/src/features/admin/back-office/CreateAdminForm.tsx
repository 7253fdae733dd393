import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdminRequestSchema, type CreateAdminRequest } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { toFieldErrors } from '@/lib/form-errors';
import { queryKeys } from '@/lib/query-keys';
import { useSchemaForm, type Validation } from '@/lib/use-schema-form';
import { createAdmin } from './back-office-api';

type Field = 'username' | 'password' | 'firstName';
const initial: Record<Field, string> = { username: '', password: '', firstName: '' };

function validate(values: Record<Field, string>): Validation<Field, CreateAdminRequest> {
  const parsed = createAdminRequestSchema.safeParse({
    username: values.username,
    password: values.password,
    ...(values.firstName.trim() ? { firstName: values.firstName } : {}),
  });
  return parsed.success
    ? { data: parsed.data, errors: {} }
    : { data: null, errors: toFieldErrors<Field>(parsed.error.issues) };
}

/** Creates another admin; they set up two-step sign-in at their first sign-in (decision 0006). */
export function CreateAdminForm() {
  const queryClient = useQueryClient();
  const { errors, bind, handleSubmit, reset, formRef } = useSchemaForm(validate, initial, {
    revalidateOnChange: false,
  });
  const create = useMutation({
    mutationFn: createAdmin,
    onSuccess: async (result) => {
      toast({ title: 'Admin created', description: result.message });
      reset();
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.usersAll });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Could not create the admin',
        description: errorMessage(error, 'Please try again.'),
      });
    },
  });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit((data) => {
        create.mutate(data);
      })}
      className="grid gap-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-start"
      aria-label="Create an admin"
    >
      <FormField label="Username" error={errors.username}>
        {(control) => <Input {...control} {...bind('username')} autoComplete="off" />}
      </FormField>
      <FormField
        label="Temporary password"
        error={errors.password}
        hint="12 or more characters; not a common one."
      >
        {(control) => <PasswordInput {...control} {...bind('password')} autoComplete="new-password" />}
      </FormField>
      <FormField label="First name (optional)" error={errors.firstName}>
        {(control) => <Input {...control} {...bind('firstName')} autoComplete="off" />}
      </FormField>
      <Button type="submit" disabled={create.isPending} className="md:mt-7">
        {create.isPending ? 'Creating…' : 'Create admin'}
      </Button>
    </form>
  );
}
