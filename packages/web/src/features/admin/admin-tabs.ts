/**
 * The nine data tabs of 02-admin-back-office.md §2, in its order, each with what it shows.
 */
export const dataTabs = [
  {
    value: 'overview',
    label: 'Overview',
    purpose:
      'Counts of users, documents, analyses, regulations, codes, payer documents and letters, with the most common billing errors and denials.',
  },
  {
    value: 'regulations',
    label: 'Regulations',
    purpose:
      'The database of healthcare regulations the bill checks cite: search, review, edit and link checks.',
  },
  {
    value: 'payer-docs',
    label: 'Payer Docs',
    purpose:
      'Insurer documentation (coverage policies, plan documents) by payer and type, with loading and URL checks.',
  },
  {
    value: 'view-docs',
    label: 'Payer Documents Viewer',
    purpose: 'Browse payer documents by payer, type, plan year and state, with their coverage details.',
  },
  {
    value: 'medical-codes',
    label: 'Medical Codes',
    purpose:
      'Counts and search across ICD-10-CM, ICD-10-PCS, HCPCS, DRG, NDC and revenue codes, loaded from the official files.',
  },
  {
    value: 'letters',
    label: 'Letters',
    purpose: 'Letter templates by category, and how often each is used.',
  },
  {
    value: 'patient-resources',
    label: 'Patient Resources',
    purpose:
      'The directory of billing advocacy, financial assistance and crisis support organizations, with link checks.',
  },
  {
    value: 'users',
    label: 'Users',
    purpose: 'Accounts with their document and analysis counts, and data-retention and data-request figures.',
  },
  {
    value: 'hipaa-audit',
    label: 'HIPAA Audit',
    purpose:
      'The HIPAA security-rule checklist (technical, administrative, physical safeguards) and its completion.',
  },
] as const;

export type DataTab = (typeof dataTabs)[number]['value'];
export type AdminTab = 'security' | 'beta-codes' | 'messages' | 'audit-log' | DataTab;
