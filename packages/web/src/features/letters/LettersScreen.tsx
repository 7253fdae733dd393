import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { GenerateLetterRequest, LetterDraftRoute } from '@clearbill/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DraftRoutes } from './DraftRoutes';
import { personalFromSaved, savedFromFields, sortRoutes } from './draft-view';
import { initialLettersState, lettersReducer, type LettersTab } from './letters-flow';
import { MyLettersTab } from './MyLettersTab';
import { SavedInfoCard } from './SavedInfoCard';
import { TemplateDetail } from './TemplateDetail';
import { TemplateFiltersBar, TemplateList } from './TemplatesTab';
import {
  useLetterCategories,
  useLetterDraft,
  useLetterMutations,
  useLetterTemplates,
  useMyLetters,
} from './use-letters';
import { useSavedInfo } from './use-saved-info';

/** /letters (03-feature-pages.md §2.5): signed-in users only (01-patient-area.md §6). */
export default function LettersScreen() {
  useDocumentTitle('Letters');
  return (
    <ProtectedRoute>
      <LettersContent />
    </ProtectedRoute>
  );
}

function LettersContent() {
  const documentId = new URLSearchParams(useSearch()).get('document');
  const [state, dispatch] = useReducer(lettersReducer, initialLettersState);
  const info = useSavedInfo();
  const [remember, setRemember] = useState(() => info.saved !== null);
  const search = useDebounced(state.search, 250);
  const filters = useMemo(
    () => ({ categoryId: state.categoryId, complexityLevel: state.complexityLevel, search }),
    [state.categoryId, state.complexityLevel, search],
  );
  const categories = useLetterCategories();
  const templates = useLetterTemplates(filters);
  const every = useLetterTemplates();
  const letters = useMyLetters();
  const draft = useLetterDraft(documentId);
  const mutations = useLetterMutations({
    onGenerated: () => {
      dispatch({ type: 'generated' });
      if (!remember) info.clear();
    },
    onFailed: () => {
      dispatch({ type: 'failed' });
    },
  });

  const chooseRoute = useCallback(
    (route: LetterDraftRoute, focus = true) => {
      dispatch({
        type: 'open',
        templateId: route.templateId,
        fields: {
          ...route.prefilled,
          ...personalFromSaved(route.personalFields, info.saved?.values ?? null),
        },
        personalFields: route.personalFields,
        recipientType: route.suggestedRecipientType,
        ...(route.payerAppeal ? { recipientName: route.payerAppeal.payerName } : {}),
        documentId,
        focus,
      });
    },
    [documentId, info.saved],
  );

  // With ?document={id}, the most useful route opens on arrival; the others stay one click away.
  const openedFromDraft = useRef(false);
  useEffect(() => {
    if (openedFromDraft.current || !draft.data) return;
    openedFromDraft.current = true;
    const [first] = sortRoutes(draft.data.routes);
    if (first) chooseRoute(first, false);
  }, [draft.data, chooseRoute]);

  const openTemplate = state.open
    ? every.data?.templates.find((t) => t.id === state.open?.templateId)
    : undefined;
  const categoryName = categories.data?.categories.find((c) => c.id === openTemplate?.category_id)?.name;

  // Personal details typed into the open letter are kept in the browser only when the patient asked for it.
  const fields = state.open?.form.fields;
  useEffect(() => {
    if (remember && fields) info.save({ ...info.saved?.values, ...savedFromFields(fields) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save when the typed fields change, not when info does
  }, [fields, remember]);

  const onRememberChange = (value: boolean) => {
    setRemember(value);
    if (!value) info.clear();
    else if (fields) info.save({ ...info.saved?.values, ...savedFromFields(fields) });
  };

  const generate = (request: GenerateLetterRequest) => {
    dispatch({ type: 'submit' });
    mutations.generate.mutate(request);
  };

  const busy = mutations.download.isPending || mutations.remove.isPending || mutations.track.isPending;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
          Medical Billing Advocacy Letters
        </h1>
        <p className="text-slate-700">
          Letters to appeal a denial, dispute a billing error or ask for help paying, written from your bill.
          Follow what you sent on your{' '}
          <Link href="/appeals" className="text-brand-700 underline">
            Appeals page
          </Link>
          .
        </p>
      </div>
      {documentId ? (
        <DraftRoutes
          status={draft.status}
          draft={draft.data}
          activeTemplateId={state.open?.templateId ?? null}
          onChoose={(route) => {
            chooseRoute(route);
          }}
        />
      ) : null}
      <Tabs
        value={state.tab}
        onValueChange={(tab) => {
          dispatch({ type: 'tab', tab: tab as LettersTab });
        }}
      >
        <TabsList aria-label="Letters" className="sm:w-fit">
          <TabsTrigger value="templates">Letter Templates</TabsTrigger>
          <TabsTrigger value="letters">
            My Letters{letters.data ? ` (${letters.data.letters.length})` : ''}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="templates" className="flex flex-col gap-4">
          {state.open && openTemplate ? (
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
              <TemplateDetail
                key={state.open.templateId}
                template={openTemplate}
                open={state.open}
                categoryName={categoryName}
                submitting={state.submitting}
                dispatch={dispatch}
                onGenerate={generate}
              />
              <SavedInfoCard info={info} remember={remember} onRememberChange={onRememberChange} />
            </div>
          ) : (
            <>
              <TemplateFiltersBar
                state={state}
                categories={categories.data?.categories ?? []}
                dispatch={dispatch}
              />
              <TemplateList
                templates={templates.data?.templates}
                loading={templates.isPending}
                failed={templates.isError}
                onOpen={(template) => {
                  dispatch({ type: 'open', templateId: template.id });
                }}
              />
            </>
          )}
        </TabsContent>
        <TabsContent value="letters">
          <MyLettersTab
            letters={letters.data?.letters}
            loading={letters.isPending}
            failed={letters.isError}
            actions={{
              busy,
              download: (id, format) => {
                mutations.download.mutate({ id, format });
              },
              remove: (id) => {
                mutations.remove.mutate(id);
              },
              track: (id, update) => {
                mutations.track.mutate({ id, update });
              },
            }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
