import { useId, useRef, useState, type DragEvent } from 'react';
import { FileText, FileUp, X } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/utils';
import { acceptAttribute, addFiles, formatFileSize, type FileRules } from './file-rules';

/**
 * A file picker that also takes dropped files. The real input stays in the page (visually hidden)
 * so keyboards, screen readers and phones' own pickers work as usual; the drop area is its label.
 */
export function UploadDropzone({
  files,
  onChange,
  rules,
  disabled = false,
  title,
  hint,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  rules: FileRules;
  disabled?: boolean;
  title: string;
  hint: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const multiple = rules.maxFiles > 1;

  const add = (added: File[]) => {
    const result = addFiles(files, added, rules);
    setProblems(result.problems);
    onChange(result.files);
    // Choosing the same file again after removing it must fire `change` again.
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="flex flex-col gap-3">
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        className="peer sr-only"
        accept={acceptAttribute(rules)}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={`${id}-hint${problems.length ? ` ${id}-problems` : ''}`}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
        }}
      />
      <label
        htmlFor={`${id}-input`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:py-10',
          'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:bg-slate-100',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <FileUp className="size-8 text-brand-700" aria-hidden="true" />
        <span className="font-medium text-slate-900">{title}</span>
        <span className="text-sm text-slate-700">
          <span className="font-medium text-brand-800 underline underline-offset-4">
            {multiple ? 'Choose files' : 'Choose a file'}
          </span>{' '}
          or drop {multiple ? 'them' : 'it'} here
        </span>
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </span>
      </label>
      {problems.length ? (
        <Alert variant="error" id={`${id}-problems`} role="alert">
          <ul className="flex flex-col gap-1">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {files.length ? (
        <ul aria-label="Chosen files" className="flex flex-col gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2"
            >
              <FileText className="size-5 shrink-0 text-slate-600" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{file.name}</span>
                <span className="block text-xs text-slate-600">{formatFileSize(file.size)}</span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  setProblems([]);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
