// The de-identified fields the API and the CLI show (`ExtractedData`), from a parsed document.
import type { ExtractedData } from '@clearbill/shared';
import type { ParsedDocument } from '../analysis/types';
import { round2 } from './amounts';

export function extractedFrom(parsed: ParsedDocument): ExtractedData {
  const { totals, lines } = parsed;
  const summed = lines.length ? round2(lines.reduce((s, l) => s + (l.amount ?? 0), 0)) : null;
  return {
    totalAmount: totals.totalCharges ?? summed,
    patientBalance: totals.patientBalance ?? totals.patientResponsibility,
    providerInfo:
      parsed.providerName || parsed.providerNpi
        ? { name: parsed.providerName, npi: parsed.providerNpi }
        : null,
    insuranceInfo: parsed.payerName ? { payerName: parsed.payerName } : null,
    services: lines.map((l) => ({
      code: l.code ?? l.revenueCode,
      description: l.description,
      date: l.date,
      units: l.units,
      amount: l.amount,
    })),
  };
}
