import type { CodeType } from '@clearbill/shared';
import { loadCodes, type CodeRecord } from './code-loader';
import type { DatasetImporter } from './types';

/** Builds the importer of a code set from its record reader. */
export function codeDataset(def: {
  dataset: string;
  label: string;
  codeType: CodeType;
  /** Who publishes it; may depend on the file, so that two lists of one type expire separately. */
  officialSource: string | ((files: readonly string[]) => string);
  find: DatasetImporter['find'];
  version: DatasetImporter['version'];
  records(files: readonly string[], version: string): AsyncIterable<CodeRecord>;
}): DatasetImporter {
  const source = (files: readonly string[]) =>
    typeof def.officialSource === 'string' ? def.officialSource : def.officialSource(files);
  return {
    dataset: def.dataset,
    label: def.label,
    kind: 'codes',
    find: def.find,
    version: def.version,
    load: (ic, files, version, onRows) =>
      loadCodes(
        ic.db,
        {
          codeType: def.codeType,
          officialSource: source(files),
          sourceVersion: version,
          today: ic.today,
          now: ic.now,
        },
        def.records(files, version),
        onRows,
      ),
    codes: (files, version) => ({
      load: { codeType: def.codeType, officialSource: source(files), sourceVersion: version },
      records: def.records(files, version),
    }),
  };
}
