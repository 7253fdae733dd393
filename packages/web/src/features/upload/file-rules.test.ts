import { describe, expect, it } from 'vitest';
import { limits, messages } from '@clearbill/shared';
import { addFiles, formatFileSize, isAcceptedType, uploadFileRules, wizardFileRules } from './file-rules';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('file rules', () => {
  it('accepts the spec types by extension or by the browser type', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.dcm', 'f.dicom', 'g.docx']) {
      expect(isAcceptedType(file(name), uploadFileRules), name).toBe(true);
    }
    expect(isAcceptedType(file('scan', 10, 'application/dicom'), uploadFileRules)).toBe(true);
    expect(isAcceptedType(file('anim.gif', 10, 'image/gif'), uploadFileRules)).toBe(false);
    expect(isAcceptedType(file('notes.txt', 10, 'text/plain'), uploadFileRules)).toBe(false);
  });

  it('refuses DICOM and DOCX in the wizard', () => {
    expect(isAcceptedType(file('e.dcm'), wizardFileRules)).toBe(false);
    expect(isAcceptedType(file('g.docx'), wizardFileRules)).toBe(false);
  });

  it('says why a file was refused and keeps the others', () => {
    const big = file('big.pdf', limits.maxFileBytes + 1);
    const result = addFiles([], [file('a.pdf'), file('b.gif'), big], uploadFileRules);
    expect(result.files.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.problems).toEqual([
      `b.gif: ${messages.unsupportedFileType}`,
      `big.pdf: ${messages.fileTooLarge}`,
    ]);
  });

  it('stops at 10 files and skips a file added twice', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => file(`p${i}.jpg`));
    const result = addFiles([], eleven, uploadFileRules);
    expect(result.files).toHaveLength(10);
    expect(result.problems).toEqual([messages.tooManyFiles]);
    const again = addFiles(result.files.slice(0, 2), [file('p0.jpg')], uploadFileRules);
    expect(again.files).toHaveLength(2);
    expect(again.problems).toEqual([]);
  });

  it('lets a new choice replace the one file of the wizard', () => {
    const result = addFiles([file('old.pdf')], [file('new.png')], wizardFileRules);
    expect(result.files.map((f) => f.name)).toEqual(['new.png']);
  });

  it('formats sizes', () => {
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
