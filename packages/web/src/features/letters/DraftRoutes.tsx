import { CalendarClock, FileSearch } from 'lucide-react';
import { WHY_YOUR_RIGHT, type LetterDraftResponse, type LetterDraftRoute } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { routeTitles, sortRoutes } from './draft-view';
import { PayerAppealNote } from './PayerAppealNote';
import { dueText, localIsoDate } from './letters-view';

/** /letters?document={id}: every route the analysis opens, each with its suggested template and deadline. */
export function DraftRoutes({
  status,
  draft,
  activeTemplateId,
  onChoose,
}: {
  status: 'pending' | 'error' | 'success';
  draft: LetterDraftResponse | undefined;
  activeTemplateId: string | null;
  onChoose: (route: LetterDraftRoute) => void;
}) {
  if (status === 'pending') {
    return (
      <p role="status" className="text-sm text-slate-700">
        Reading your analysis...
      </p>
    );
  }
  if (status === 'error' || !draft) {
    return (
      <Alert variant="warning">
        We could not read that analysis. You can still pick a template below and fill it in yourself.
      </Alert>
    );
  }
  const routes = sortRoutes(draft.routes);
  if (routes.length === 0) {
    return (
      <Alert variant="info">
        Your analysis found nothing a letter can act on. The templates below are still yours to use.
      </Alert>
    );
  }
  return (
    <Card role="region" aria-labelledby="draft-routes-title">
      <CardHeader>
        <CardTitle as="h2" id="draft-routes-title" className="flex items-center gap-2">
          <FileSearch className="size-5 text-brand-700" aria-hidden="true" />
          Letters for your bill
        </CardTitle>
        <CardDescription>
          Each one is pre-filled from your analysis. You add your name, address and member ID.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {routes.map((route) => {
            const active = route.templateId === activeTemplateId;
            return (
              <li key={route.route} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
                <p className="font-semibold text-slate-900">{routeTitles[route.route]}</p>
                <p className="text-sm text-slate-700">{route.reason}</p>
                {route.deadline ? (
                  <p className="flex items-start gap-1.5 text-sm text-slate-800">
                    <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span>
                      Send by {dueText(route.deadline.date, localIsoDate(new Date()))}. Rule:{' '}
                      {route.deadline.ruleSource}
                    </span>
                  </p>
                ) : null}
                {route.payerAppeal ? <PayerAppealNote appeal={route.payerAppeal} /> : null}
                {route.rights.length > 0 ? (
                  <p className="text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">{WHY_YOUR_RIGHT}: </span>
                    {route.rights.map((r, i) => (
                      <span key={r.id}>
                        {i > 0 ? '; ' : null}
                        {r.title} (
                        <a
                          href={r.sourceUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
                        >
                          {r.source}
                        </a>
                        )
                      </span>
                    ))}
                  </p>
                ) : null}
                <Button
                  size="sm"
                  variant={active ? 'secondary' : 'primary'}
                  className="mt-auto w-fit"
                  aria-pressed={active}
                  onClick={() => {
                    onChoose(route);
                  }}
                  aria-label={`${active ? 'Writing' : 'Write'}: ${route.templateName}`}
                >
                  {active ? 'Writing this letter' : `Write: ${route.templateName}`}
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
