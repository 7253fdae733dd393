import path from 'node:path';
import type { CodeRecord } from '../code-loader';
import { codeDataset } from '../code-dataset';
import { fileLines, zipLines } from '../streams';
import { matching } from '../types';

interface Product {
  title: string;
  type: string | null;
  route: string | null;
  labeler: string | null;
}

const isoDate = (s: string | undefined) => {
  const t = s?.trim() ?? '';
  return /^\d{8}$/.test(t) ? `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}` : null;
};
const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Rows of an FDA tab-delimited file as objects keyed by the upper-cased header names. */
async function* tabRows(lines: AsyncIterable<string>): AsyncGenerator<Record<string, string>> {
  let header: string[] | null = null;
  for await (const line of lines) {
    if (!line.trim()) continue;
    const cells = line.split('\t');
    if (!header) {
      header = cells.map((c) => c.trim().toUpperCase());
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((h, i) => (row[h] = (cells[i] ?? '').trim()));
    yield row;
  }
}

function productTitle(p: Record<string, string>): string {
  const proprietary = [p.PROPRIETARYNAME, p.PROPRIETARYNAMESUFFIX].filter(Boolean).join(' ');
  const generic = p.NONPROPRIETARYNAME ?? '';
  const strength = [p.ACTIVE_NUMERATOR_STRENGTH, p.ACTIVE_INGRED_UNIT].filter(Boolean).join(' ');
  const name =
    proprietary && generic && proprietary.toLowerCase() !== generic.toLowerCase()
      ? `${proprietary} (${generic.toLowerCase()})`
      : proprietary || generic;
  return [name, strength.length < 40 ? strength : '', (p.DOSAGEFORMNAME ?? '').toLowerCase()]
    .filter(Boolean)
    .join(' ')
    .slice(0, 200);
}

/**
 * NDC package codes from the FDA directory's product.txt and package.txt: products are read into a
 * map first (the smaller file), then each package becomes a code titled by its product.
 */
export async function* ndcRecords(
  productLines: AsyncIterable<string>,
  packageLines: AsyncIterable<string>,
): AsyncGenerator<CodeRecord> {
  const products = new Map<string, Product>();
  for await (const p of tabRows(productLines)) {
    if (!p.PRODUCTID) continue;
    products.set(p.PRODUCTID, {
      title: productTitle(p),
      type: p.PRODUCTTYPENAME ? titleCase(p.PRODUCTTYPENAME) : null,
      route: p.ROUTENAME ? titleCase(p.ROUTENAME) : null,
      labeler: p.LABELERNAME || null,
    });
  }
  for await (const pkg of tabRows(packageLines)) {
    const code = pkg.NDCPACKAGECODE;
    const product = products.get(pkg.PRODUCTID ?? '');
    if (!code || !product?.title) continue;
    const description = [pkg.PACKAGEDESCRIPTION, product.labeler ? `Labeler: ${product.labeler}` : '']
      .filter(Boolean)
      .join('. ');
    yield {
      code,
      title: product.title,
      description: description || null,
      category: product.type,
      subcategory: product.route,
      billable: (pkg.NDC_EXCLUDE_FLAG ?? 'N').toUpperCase() !== 'Y',
      effectiveDate: isoDate(pkg.STARTMARKETINGDATE),
    };
  }
}

const NDC_ZIP = /(^|\/)[^/]*ndc[^/]*\.zip$/i;

async function* ndcFromGroup(files: readonly string[]): AsyncGenerator<CodeRecord> {
  const [first, second] = files;
  if (first && NDC_ZIP.test(first)) {
    yield* ndcRecords(
      await zipLines(first, /(^|\/)product\.txt$/i),
      await zipLines(first, /(^|\/)package\.txt$/i),
    );
    return;
  }
  if (!first || !second) return;
  yield* ndcRecords(fileLines(first), fileLines(second));
}

export const ndcImporter = codeDataset({
  dataset: 'ndc',
  label: 'National Drug Codes (FDA)',
  codeType: 'NDC',
  officialSource: 'FDA NDC Directory',
  find: (files) => {
    const groups = matching(files, NDC_ZIP).map((f) => [f]);
    for (const product of matching(files, /(^|\/)product\.txt$/i)) {
      const pkg = path.posix.join(path.posix.dirname(product), 'package.txt');
      if (files.includes(pkg)) groups.push([product, pkg]);
    }
    return groups;
  },
  // The directory carries no version number: the files' checksum stands in for it.
  version: (_files, checksum) => `FDA NDC directory (${checksum.slice(0, 10)})`,
  records: (files) => ndcFromGroup(files),
});
