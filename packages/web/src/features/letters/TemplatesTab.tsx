import { Clock, FileText, Users } from 'lucide-react';
import {
  complexityLevels,
  letterMessages,
  type ComplexityLevel,
  type LetterCategory,
  type LetterTemplate,
} from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/Card';
import { FilterSelect, SearchField } from '@/components/ui/FilterFields';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/utils';
import type { LettersAction, LettersState } from './letters-flow';
import { complexityLabels, successRateView, usageText } from './letters-view';

export function TemplateFiltersBar({
  state,
  categories,
  dispatch,
}: {
  state: LettersState;
  categories: readonly LetterCategory[];
  dispatch: (action: LettersAction) => void;
}) {
  return (
    <div
      className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_1fr]"
      role="search"
      aria-label="Find a template"
    >
      <SearchField
        label="Search templates"
        value={state.search}
        onChange={(value) => {
          dispatch({ type: 'search', value });
        }}
      />
      <FilterSelect
        label="Category"
        allLabel="All categories"
        value={state.categoryId}
        options={categories.map((c) => ({ value: c.id, label: `${c.name} (${c.template_count})` }))}
        onChange={(value) => {
          dispatch({ type: 'category', value });
        }}
      />
      <FilterSelect<ComplexityLevel>
        label="Complexity"
        allLabel="All levels"
        value={state.complexityLevel}
        options={complexityLevels.map((level) => ({ value: level, label: complexityLabels[level] }))}
        onChange={(value) => {
          dispatch({ type: 'complexity', value });
        }}
      />
    </div>
  );
}

export function TemplateList({
  templates,
  loading,
  failed,
  onOpen,
}: {
  templates: readonly LetterTemplate[] | undefined;
  loading: boolean;
  failed: boolean;
  onOpen: (template: LetterTemplate) => void;
}) {
  if (loading && !templates) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading templates" />
      </div>
    );
  }
  if (failed && !templates) {
    return (
      <p role="alert" className="py-8 text-center text-red-800">
        The templates could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!templates || templates.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-center">
        <FileText className="size-10 text-slate-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-slate-900">{letterMessages.noTemplates}</h3>
        <p className="text-slate-600">Try other words or clear the filters.</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Letter templates">
      {templates.map((template) => (
        <li key={template.id}>
          <TemplateCard
            template={template}
            onOpen={() => {
              onOpen(template);
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/** 03-feature-pages.md §2.5: name, description, use case, first 3 tags, complexity, audience, time, success rate, usage. */
function TemplateCard({ template, onOpen }: { template: LetterTemplate; onOpen: () => void }) {
  const rate = successRateView(template);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">{complexityLabels[template.complexity_level]}</Badge>
          {template.tags.slice(0, 3).map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </div>
        <CardTitle as="h3" className="mt-2">
          {template.name}
        </CardTitle>
        <CardDescription>{template.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2 text-sm text-slate-700">
        <p>
          <span className="font-medium text-slate-900">When to use it: </span>
          {template.use_case}
        </p>
        <p className="flex items-center gap-1.5">
          <Users className="size-4" aria-hidden="true" />
          {template.target_audience}
        </p>
        <p className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {template.estimated_time}
        </p>
        <p
          className={cn(
            rate.tone === 'good' && 'text-green-800',
            rate.tone === 'fair' && 'text-orange-800',
            rate.tone === null && 'text-slate-600',
          )}
        >
          {rate.text}
        </p>
        <p className="text-slate-600">{usageText(template.usage_count)}</p>
      </CardContent>
      <CardFooter>
        <Button className="w-full" onClick={onOpen} aria-label={`Use template: ${template.name}`}>
          Use this template
        </Button>
      </CardFooter>
    </Card>
  );
}
