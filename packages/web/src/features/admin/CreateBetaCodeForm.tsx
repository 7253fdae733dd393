import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBetaCodeRequestSchema, type CreateBetaCodeRequest } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { toFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { queryKeys } from '@/lib/query-keys';
import { useSchemaForm, type Validation } from '@/lib/use-schema-form';
import { createBetaCode } from './admin-api';

type Field = 'code' | 'validForDays' | 'maxUses';

const initial: Record<Field, string> = { code: '', validForDays: '30', maxUses: '' };

/** Reads a whole number typed in a field; blank is `blank`, anything else not whole is NaN. */
function wholeNumber(text: string, blank: number | null): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return blank;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function validate(values: Record<Field, string>): Validation<Field, CreateBetaCodeRequest> {
  const ours: FieldErrors<Field> = {};
  const days = wholeNumber(values.validForDays, 30);
  const maxUses = wholeNumber(values.maxUses, null);
  if (days === null || Number.isNaN(days) || days < 1 || days > 365) {
    ours.validForDays = 'Enter a whole number of days from 1 to 365';
  }
  if (maxUses !== null && (Number.isNaN(maxUses) || maxUses < 1 || maxUses > 100000)) {
    ours.maxUses = 'Enter a whole number from 1 to 100000, or leave it empty for no limit';
  }
  const code = values.code.trim();
  const parsed = createBetaCodeRequestSchema.safeParse({
    ...(code ? { code } : {}),
    validForDays: days,
    maxUses,
  });
  // The schema's messages cover the code; ours, written for these fields, win for the numbers.
  const errors = parsed.success ? ours : { ...toFieldErrors<Field>(parsed.error.issues), ...ours };
  const valid = parsed.success && Object.keys(errors).length === 0;
  return { data: valid ? parsed.data : null, errors };
}

export function CreateBetaCodeForm() {
  const queryClient = useQueryClient();
  // Errors change only on submit; focus then moves to the first invalid field, as in every form.
  const { errors, bind, handleSubmit, reset, formRef } = useSchemaForm(validate, initial, {
    revalidateOnChange: false,
  });

  const create = useMutation({
    mutationFn: createBetaCode,
    onSuccess: async (code) => {
      toast({ title: 'Beta code created', description: `${code.code} is ready to share.` });
      reset();
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.betaCodes });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Could not create the code',
        description: errorMessage(error, 'Please try again.'),
      });
    },
  });

  const onSubmit = handleSubmit((data) => {
    create.mutate(data);
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-start"
    >
      <FormField label="Code (optional)" error={errors.code} hint="Leave empty for a random code.">
        {(control) => (
          <Input {...control} {...bind('code')} autoCapitalize="characters" className="uppercase" />
        )}
      </FormField>
      <FormField label="Valid for (days)" error={errors.validForDays}>
        {(control) => <Input {...control} {...bind('validForDays')} inputMode="numeric" />}
      </FormField>
      <FormField label="Maximum uses" error={errors.maxUses} hint="Empty: no limit.">
        {(control) => <Input {...control} {...bind('maxUses')} inputMode="numeric" />}
      </FormField>
      <Button type="submit" disabled={create.isPending} className="md:mt-7">
        {create.isPending ? 'Creating…' : 'Create code'}
      </Button>
    </form>
  );
}
