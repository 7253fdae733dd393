import { visitTypes, type VisitType } from '@clearbill/shared';
import { FormField } from '@/components/ui/FormField';
import { Input, inputClasses, Textarea } from '@/components/ui/Input';
import { cn } from '@/lib/utils';
import { Checkbox } from '@/components/ui/Checkbox';
import {
  answerPersonalInfo,
  maxLongText,
  maxShortText,
  visitTypeLabels,
  type QuestionnaireDraft,
} from './questionnaire';
import { YesNoQuestion } from './YesNoQuestion';

interface StepProps {
  draft: QuestionnaireDraft;
  onChange: (draft: QuestionnaireDraft) => void;
}

/** Step 1: is the personal information right? 'No' opens the discrepancies box. */
export function PersonalInfoStep({ draft, onChange }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <YesNoQuestion
        legend="Is your personal information on the bill correct?"
        hint="Your name, address, date of birth and insurance member number."
        value={draft.personalInfoCorrect}
        onChange={(correct) => {
          onChange(answerPersonalInfo(draft, correct));
        }}
      />
      {draft.personalInfoCorrect === false ? (
        <>
          <FormField
            label="What is wrong?"
            hint="For example a misspelled name or the wrong member number. We treat wrong personal details as a high-priority issue, because a claim filed under the wrong details is often denied."
          >
            {(control) => (
              <Textarea
                {...control}
                maxLength={maxLongText}
                value={draft.personalInfoDiscrepancies}
                onChange={(event) => {
                  onChange({ ...draft, personalInfoDiscrepancies: event.target.value });
                }}
              />
            )}
          </FormField>
          <FormField
            label="Your name as it should read (optional)"
            hint="Used only for this check: it is removed with the rest of your personal information."
          >
            {(control) => (
              <Input
                {...control}
                maxLength={maxShortText}
                autoComplete="off"
                value={draft.patientName}
                onChange={(event) => {
                  onChange({ ...draft, patientName: event.target.value });
                }}
              />
            )}
          </FormField>
          <FormField
            label="Member number as on your insurance card (optional)"
            hint="Used only for this check: it is removed with the rest of your personal information."
          >
            {(control) => (
              <Input
                {...control}
                maxLength={maxShortText}
                autoComplete="off"
                value={draft.memberNumber}
                onChange={(event) => {
                  onChange({ ...draft, memberNumber: event.target.value });
                }}
              />
            )}
          </FormField>
        </>
      ) : null}
      <FormField label="Insurance company (optional)" hint="The name of your health plan, if you have one.">
        {(control) => (
          <Input
            {...control}
            maxLength={maxShortText}
            autoComplete="off"
            value={draft.insuranceProvider}
            onChange={(event) => {
              onChange({ ...draft, insuranceProvider: event.target.value });
            }}
          />
        )}
      </FormField>
    </div>
  );
}

/** Step 2: the visit and its services. */
export function ServicesStep({ draft, onChange }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <FormField label="What kind of visit was it?">
        {(control) => (
          <select
            {...control}
            className={cn(inputClasses, 'h-10 pr-8')}
            value={draft.providerType}
            onChange={(event) => {
              onChange({ ...draft, providerType: event.target.value as VisitType | '' });
            }}
          >
            <option value="">Choose one (optional)</option>
            {visitTypes.map((type) => (
              <option key={type} value={type}>
                {visitTypeLabels[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="Services you received (optional)"
        hint="One per line, in your own words: for example 'X-ray of the left wrist' or 'Blood test'."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={draft.servicesReceived}
            onChange={(event) => {
              onChange({ ...draft, servicesReceived: event.target.value });
            }}
          />
        )}
      </FormField>
      <YesNoQuestion
        legend="Did you receive all the services listed on the bill?"
        hint="A charge for something you did not receive is one of the most common billing errors."
        value={draft.allServicesReceived}
        onChange={(value) => {
          onChange({ ...draft, allServicesReceived: value });
        }}
        noLabel="No, or not sure"
      />
    </div>
  );
}

/** Step 3: additional questions, each a checkbox; two open a field of their own. */
export function MoreDetailsStep({ draft, onChange }: StepProps) {
  const box = (key: BooleanKey, label: string) => (
    <Checkbox
      checked={draft[key]}
      onCheckedChange={(checked) => {
        onChange({ ...draft, [key]: checked });
      }}
      label={label}
    />
  );
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-medium text-slate-900">Tick everything that applies</legend>
        <Checkbox
          checked={draft.emergency === true}
          onCheckedChange={(checked) => {
            onChange({ ...draft, emergency: checked });
          }}
          label="It was an emergency"
          hint="Leave unticked for a planned visit."
        />
        {box('hadInsuranceOnDate', 'I had health insurance on the date of service')}
        {box('providerInNetwork', 'The provider was in my insurance network')}
        {box('costDisclosureReceived', 'I was given a cost estimate before the service')}
        {box('multipleBills', 'I received more than one bill for the same visit')}
        {box('unexpectedAmounts', 'Some amounts are higher than I expected')}
        {box('denialReceived', 'My insurance denied all or part of the claim')}
        {draft.denialReceived ? (
          <div className="ml-8">
            <FormField
              label="Denial codes (optional)"
              hint="As printed on the denial letter or EOB, for example CO-50 or PR-204."
            >
              {(control) => (
                <Input
                  {...control}
                  maxLength={maxShortText}
                  autoComplete="off"
                  value={draft.denialCodes}
                  onChange={(event) => {
                    onChange({ ...draft, denialCodes: event.target.value });
                  }}
                />
              )}
            </FormField>
          </div>
        ) : null}
        {box('depositsOrCopays', 'I already paid a deposit or copay')}
        {draft.depositsOrCopays ? (
          <div className="ml-8 max-w-xs">
            <FormField label="Amount paid (USD)">
              {(control) => (
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
                  >
                    $
                  </span>
                  <Input
                    {...control}
                    inputMode="decimal"
                    autoComplete="off"
                    className="pl-7"
                    maxLength={20}
                    value={draft.depositsOrCopaysAmount}
                    onChange={(event) => {
                      onChange({ ...draft, depositsOrCopaysAmount: event.target.value });
                    }}
                  />
                </div>
              )}
            </FormField>
          </div>
        ) : null}
      </fieldset>
      <FormField
        label="Anything else we should know? (optional)"
        hint="For example a charge you do not recognise, or a date on which you were not there."
      >
        {(control) => (
          <Textarea
            {...control}
            maxLength={maxLongText}
            value={draft.serviceNotes}
            onChange={(event) => {
              onChange({ ...draft, serviceNotes: event.target.value });
            }}
          />
        )}
      </FormField>
    </div>
  );
}

type BooleanKey = {
  [K in keyof QuestionnaireDraft]: QuestionnaireDraft[K] extends boolean ? K : never;
}[keyof QuestionnaireDraft];
