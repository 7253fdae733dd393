import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { ArrowLeft, ExternalLink, Send } from 'lucide-react';
import {
  fieldInputKind,
  fieldLabel,
  recipientTypes,
  type LetterTemplate,
  type RecipientType,
} from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input, Textarea, inputClasses } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import { focusFirstInvalid } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { checkLetterForm, type LetterForm, type LettersAction, type OpenTemplate } from './letters-flow';
import { complexityLabels, localIsoDate, recipientLabels } from './letters-view';

/**
 * 03-feature-pages.md §2.5 detail view: the recipient form and the template's required and optional fields,
 * inputs by field name (§5), checked as the server checks them before anything is sent.
 */
export function TemplateDetail({
  template,
  open,
  categoryName,
  submitting,
  dispatch,
  onGenerate,
}: {
  template: LetterTemplate;
  open: OpenTemplate;
  categoryName: string | undefined;
  submitting: boolean;
  dispatch: (action: LettersAction) => void;
  onGenerate: (check: Extract<ReturnType<typeof checkLetterForm>, { ok: true }>['request']) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Opening a template replaces the list: keyboard and screen-reader users land on its title.
  const focus = open.focus;
  useEffect(() => {
    if (focus) titleRef.current?.focus();
  }, [focus]);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const recipientTypeId = useId();
  const { form } = open;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkLetterForm(template, form, {
      documentId: open.documentId,
      today: localIsoDate(new Date()),
      ...(categoryName ? { categoryName } : {}),
    });
    if (!check.ok) {
      setInvalid(new Set(check.missing));
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      window.setTimeout(() => {
        focusFirstInvalid(formRef.current);
      }, 0);
      return;
    }
    setInvalid(new Set());
    onGenerate(check.request);
  };

  const personal = new Set(open.personalFields);
  const required = template.required_fields;
  const optional = template.optional_fields;
  return (
    <Card>
      <CardHeader>
        <Button
          variant="ghost"
          size="sm"
          className="w-fit"
          onClick={() => {
            dispatch({ type: 'close' });
          }}
        >
          <ArrowLeft aria-hidden="true" />
          All templates
        </Button>
        <CardTitle as="h2" ref={titleRef} tabIndex={-1} className="mt-2 text-xl outline-none">
          {template.name}
        </CardTitle>
        <CardDescription>
          {template.description} {complexityLabels[template.complexity_level]} · {template.estimated_time}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          className="flex flex-col gap-6"
          onSubmit={submit}
          noValidate
          aria-label={template.name}
        >
          <fieldset className="flex flex-col gap-4" disabled={submitting}>
            <legend className="mb-2 font-semibold text-slate-900">Who is this letter for?</legend>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <label htmlFor={recipientTypeId} className="text-sm font-medium text-slate-900">
                  Recipient type <span aria-hidden="true">*</span>
                </label>
                <select
                  id={recipientTypeId}
                  required
                  aria-invalid={invalid.has('recipientType')}
                  className={cn(inputClasses, 'h-10')}
                  value={form.recipientType}
                  onChange={(e) => {
                    dispatch({ type: 'recipientType', value: e.target.value as RecipientType | '' });
                  }}
                >
                  <option value="">Choose...</option>
                  {recipientTypes.map((type) => (
                    <option key={type} value={type}>
                      {recipientLabels[type]}
                    </option>
                  ))}
                </select>
              </div>
              <FormField
                label={
                  <>
                    Recipient name <span aria-hidden="true">*</span>
                  </>
                }
              >
                {(control) => (
                  <Input
                    {...control}
                    required
                    aria-invalid={invalid.has('recipientName')}
                    maxLength={200}
                    value={form.recipientName}
                    onChange={(e) => {
                      dispatch({ type: 'recipientName', value: e.target.value });
                    }}
                  />
                )}
              </FormField>
            </div>
          </fieldset>
          {personal.size > 0 ? (
            <FieldGroup
              legend="Your details"
              hint="Only you can type these: they are not in the analysis. They are stored encrypted with the letter."
              keys={[...required, ...optional].filter((k) => personal.has(k))}
              required={required}
              form={form}
              invalid={invalid}
              disabled={submitting}
              dispatch={dispatch}
            />
          ) : null}
          <FieldGroup
            legend="Required details"
            keys={required.filter((k) => !personal.has(k))}
            required={required}
            form={form}
            invalid={invalid}
            disabled={submitting}
            dispatch={dispatch}
          />
          <FieldGroup
            legend="Optional details"
            hint="Leave empty what you do not know: the sentence is left out of the letter."
            keys={optional.filter((k) => !personal.has(k))}
            required={required}
            form={form}
            invalid={invalid}
            disabled={submitting}
            dispatch={dispatch}
          />
          {template.citations.length > 0 ? (
            <div className="text-sm text-slate-700">
              <p className="font-medium text-slate-900">The letter cites</p>
              <ul className="mt-1 flex flex-col gap-1">
                {template.citations.map((c) => (
                  <li key={c.url + c.label}>
                    <a
                      href={c.url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 text-brand-700 underline"
                    >
                      {c.label}
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={submitting}>
            <Send aria-hidden="true" />
            {submitting ? 'Generating...' : 'Generate Letter'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function FieldGroup({
  legend,
  hint,
  keys,
  required,
  form,
  invalid,
  disabled,
  dispatch,
}: {
  legend: string;
  hint?: string;
  keys: readonly string[];
  required: readonly string[];
  form: LetterForm;
  invalid: ReadonlySet<string>;
  disabled: boolean;
  dispatch: (action: LettersAction) => void;
}) {
  if (keys.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <legend className="mb-1 font-semibold text-slate-900">{legend}</legend>
      {hint ? <p className="-mt-2 text-sm text-slate-600">{hint}</p> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {keys.map((key) => (
          <LetterField
            key={key}
            name={key}
            required={required.includes(key)}
            value={form.fields[key] ?? ''}
            invalid={invalid.has(key)}
            onChange={(value) => {
              dispatch({ type: 'field', key, value });
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** 03-feature-pages.md §5: DATE -> date input, EMAIL -> email, PHONE -> phone; DESCRIPTION, DETAILS, JUSTIFICATION multi-line. */
function LetterField({
  name,
  required,
  value,
  invalid,
  onChange,
}: {
  name: string;
  required: boolean;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const kind = fieldInputKind(name);
  const label = (
    <>
      {fieldLabel(name)}
      {required ? <span aria-hidden="true"> *</span> : null}
    </>
  );
  return (
    <div className={kind === 'textarea' ? 'sm:col-span-2' : undefined}>
      <FormField label={label}>
        {(control) =>
          kind === 'textarea' ? (
            <Textarea
              {...control}
              name={name}
              rows={5}
              required={required}
              aria-invalid={invalid}
              value={value}
              onChange={(e) => {
                onChange(e.target.value);
              }}
            />
          ) : (
            <Input
              {...control}
              name={name}
              type={kind}
              required={required}
              aria-invalid={invalid}
              value={value}
              onChange={(e) => {
                onChange(e.target.value);
              }}
            />
          )
        }
      </FormField>
    </div>
  );
}
