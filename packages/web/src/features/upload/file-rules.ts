import { limits, messages } from '@clearbill/shared';

/** What the file picker offers and the client checks before anything is sent (01-patient-area.md §5). */
export interface FileRules {
  extensions: readonly string[];
  mimeTypes: readonly string[];
  maxFiles: number;
  typeMessage: string;
}

export const uploadFileRules: FileRules = {
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'dcm', 'dicom', 'docx'],
  mimeTypes: [
    'application/pdf',
    'image/jpeg',
    'image/png',
    'application/dicom',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  maxFiles: limits.maxFilesPerRequest,
  typeMessage: messages.unsupportedFileType,
};

/** The wizard takes exactly one PDF, JPG or PNG. */
export const wizardFileRules: FileRules = {
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  maxFiles: 1,
  typeMessage: messages.wizardFileType,
};

/** The `accept` attribute of the file input. */
export function acceptAttribute(rules: FileRules): string {
  return [...rules.extensions.map((ext) => `.${ext}`), ...rules.mimeTypes].join(',');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The name decides here (the server checks the content itself): a DICOM file often has no
 * extension, so a recognised type from the browser counts too.
 */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>, rules: FileRules): boolean {
  return rules.extensions.includes(extensionOf(file.name)) || rules.mimeTypes.includes(file.type);
}

export interface FileCheck<F> {
  files: F[];
  /** One sentence per refused file (or for the count), shown beside the picker. */
  problems: string[];
}

/** Adds `added` to `current` where the rules allow; a file with the same name and size replaces nothing. */
export function addFiles<F extends Pick<File, 'name' | 'type' | 'size'>>(
  current: readonly F[],
  added: readonly F[],
  rules: FileRules,
): FileCheck<F> {
  // With one file allowed, a new choice replaces the old one.
  const files = rules.maxFiles === 1 ? [] : [...current];
  const problems: string[] = [];
  let overCount = false;
  for (const file of added) {
    if (!isAcceptedType(file, rules)) {
      problems.push(`${file.name}: ${rules.typeMessage}`);
    } else if (file.size > limits.maxFileBytes) {
      problems.push(`${file.name}: ${messages.fileTooLarge}`);
    } else if (files.some((f) => f.name === file.name && f.size === file.size)) {
      continue;
    } else if (files.length >= rules.maxFiles) {
      overCount = true;
    } else {
      files.push(file);
    }
  }
  if (overCount) problems.push(rules.maxFiles === 1 ? rules.typeMessage : messages.tooManyFiles);
  return { files, problems };
}

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '820 KB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
