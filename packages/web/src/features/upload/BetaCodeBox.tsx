import { applyDiscountRequestSchema } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { useSchemaForm } from '@/lib/use-schema-form';

/**
 * The beta code box (01-patient-area.md §2, §5): the code is trimmed and uppercased and must not be empty; a
 * valid one gives the guest session unlimited uploads, an invalid one the 'Invalid Code' toast.
 */
export function BetaCodeBox({
  onApply,
  pending,
}: {
  onApply: (code: string, done: () => void) => void;
  pending: boolean;
}) {
  const { errors, formRef, bind, handleSubmit, reset } = useSchemaForm(applyDiscountRequestSchema, {
    code: '',
  });
  const onSubmit = handleSubmit((data) => {
    onApply(data.code, reset);
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          Have a beta code?
        </CardTitle>
        <CardDescription>A beta code gives this guest session unlimited uploads.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          aria-label="Beta code"
          className="flex flex-col gap-3 sm:flex-row sm:items-start lg:flex-col lg:items-stretch"
        >
          <div className="flex-1">
            <FormField label="Beta code" error={errors.code}>
              {(control) => (
                <Input
                  {...control}
                  {...bind('code')}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  className="uppercase placeholder:normal-case"
                />
              )}
            </FormField>
          </div>
          <Button type="submit" variant="secondary" disabled={pending} className="sm:mt-6 lg:mt-0">
            {pending ? 'Applying…' : 'Apply code'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
