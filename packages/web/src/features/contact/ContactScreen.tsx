import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CircleCheck, ShieldAlert } from 'lucide-react';
import { contactLimits, contactMessageRequestSchema } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input, Textarea } from '@/components/ui/Input';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSchemaForm } from '@/lib/use-schema-form';
import { sendContactMessage } from './contact-api';

/** /contact: a message to the team (name, e-mail, message). No health information is asked for. */
export function ContactScreen() {
  useDocumentTitle('Contact us');
  const send = useMutation({ mutationFn: sendContactMessage });
  const { errors, formRef, bind, handleSubmit, reset } = useSchemaForm(contactMessageRequestSchema, {
    name: '',
    email: '',
    message: '',
  });
  const onSubmit = handleSubmit((data) => {
    send.mutate(data, {
      onSuccess: () => {
        reset();
      },
    });
  });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Contact us</h1>
        <p className="text-slate-700">
          A question about ClearBill, a problem with the site, or a request about your data: write to us here
          and we will answer by e-mail.
        </p>
      </header>
      <Alert variant="warning" role="note">
        <ShieldAlert aria-hidden="true" />
        <p>
          Please do not include health information, bills, account or member numbers, or anyone&apos;s date of
          birth. We do not need them to answer, and this form is not the place for them. For questions about a
          bill,{' '}
          <Link href="/upload" className="font-medium underline underline-offset-4">
            upload it
          </Link>{' '}
          instead: personal details are removed there first.
        </p>
      </Alert>
      {send.isSuccess ? (
        <Alert role="status">
          <CircleCheck aria-hidden="true" />
          <p>{send.data.message}</p>
        </Alert>
      ) : null}
      <Card>
        <CardContent className="pt-6 sm:pt-6">
          <form
            ref={formRef}
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-4"
            aria-label="Contact"
          >
            <FormField label="Your name" error={errors.name}>
              {(control) => (
                <Input {...control} {...bind('name')} autoComplete="name" maxLength={contactLimits.nameMax} />
              )}
            </FormField>
            <FormField label="Your e-mail address" error={errors.email} hint="We only use it to answer you.">
              {(control) => (
                <Input {...control} {...bind('email')} type="email" autoComplete="email" inputMode="email" />
              )}
            </FormField>
            <FormField
              label="Message"
              error={errors.message}
              hint={`${contactLimits.messageMin} to ${contactLimits.messageMax} characters. No health information, please.`}
            >
              {(control) => (
                <Textarea {...control} {...bind('message')} rows={6} maxLength={contactLimits.messageMax} />
              )}
            </FormField>
            {send.isError ? (
              <Alert variant="error" role="alert">
                {errorMessage(send.error, 'Your message could not be sent. Please try again.')}
              </Alert>
            ) : null}
            <Button type="submit" size="lg" disabled={send.isPending} className="self-start">
              {send.isPending ? 'Sending…' : 'Send message'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <p className="text-sm text-slate-600">
        How we handle what you send is in our{' '}
        <Link href="/terms#privacy" className="font-medium text-brand-800 underline underline-offset-4">
          privacy notice
        </Link>
        .
      </p>
    </div>
  );
}
