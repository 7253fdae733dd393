import { useReducer } from 'react';
import { letterOutcomes, type GeneratedLetter } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { localToday, nextAction, outcomeLabels, statusText } from './appeals-view';
import { closedForm, trackingReducer, trackingRequest } from './tracking-form';
import { useTrackingUpdate } from './use-appeals';

/** One letter: where it is (draft, sent, answered) and the next tracking step. */
export function LetterTracking({ letter }: { letter: GeneratedLetter }) {
  const [form, dispatch] = useReducer(trackingReducer, closedForm);
  const update = useTrackingUpdate(() => {
    dispatch({ type: 'close' });
  });
  const action = nextAction(letter);
  const today = localToday();
  const submit = () => {
    const result = trackingRequest(form, today);
    if (!result) return;
    if ('error' in result) dispatch({ type: 'invalid', error: result.error });
    else update.mutate({ id: letter.id, update: result.update });
  };
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold break-words text-slate-900">{letter.template_name}</h3>
          <p className="text-sm break-words text-slate-700">To: {letter.recipient_name}</p>
        </div>
        <Badge
          variant={letter.status === 'draft' ? 'neutral' : letter.outcome === 'won' ? 'success' : 'brand'}
        >
          {statusText(letter)}
        </Badge>
      </div>
      {form.mode === 'closed' ? (
        action && (
          <Button
            className="mt-3"
            variant="secondary"
            size="sm"
            onClick={() => {
              dispatch({ type: action === 'mark_sent' ? 'open_sent' : 'open_answer', today });
            }}
          >
            {action === 'mark_sent' ? 'Mark as sent' : 'Record the answer'}
          </Button>
        )
      ) : (
        <form
          className="mt-3 flex flex-col gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField
            label={form.mode === 'sent' ? 'Date sent' : 'Date of the answer'}
            error={form.error ?? undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                max={today}
                value={form.date}
                onChange={(e) => {
                  dispatch({ type: 'date', date: e.target.value });
                }}
              />
            )}
          </FormField>
          {form.mode === 'sent' ? (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4"
                checked={form.urgent}
                onChange={(e) => {
                  dispatch({ type: 'urgent', urgent: e.target.checked });
                }}
              />
              Urgent (expedited) appeal: the plan must answer within 72 hours
            </label>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-900">What was the answer?</legend>
              <div className="flex flex-wrap gap-3">
                {letterOutcomes.map((o) => (
                  <label key={o} className="flex items-center gap-1.5 text-sm text-slate-800">
                    <input
                      type="radio"
                      name={`outcome-${letter.id}`}
                      className="size-4"
                      checked={form.outcome === o}
                      onChange={() => {
                        dispatch({ type: 'outcome', outcome: o });
                      }}
                    />
                    {outcomeLabels[o]}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              Save
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                dispatch({ type: 'close' });
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
