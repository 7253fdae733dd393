import type { ComponentType } from 'react';
import type { DataTab } from './admin-tabs';
import { PayerDocsTab } from '../payers/PayerDocsTab';
import { PayerDocumentsViewerTab } from '../payers/PayerDocumentsViewerTab';
import { RegulationsTab } from '@/features/regulations/RegulationsTab';
import { HipaaAuditTab } from './HipaaAuditTab';
import { LettersTab } from './LettersTab';
import { MedicalCodesTab } from './MedicalCodesTab';
import { OverviewTab } from './back-office/OverviewTab';
import { UsersTab } from './back-office/UsersTab';
import { PatientResourcesTab } from './PatientResourcesTab';

/** The screen of each data tab of the admin dashboard, one line each. */
export const tabScreens: Record<DataTab, ComponentType> = {
  regulations: RegulationsTab,
  'patient-resources': PatientResourcesTab,
  'payer-docs': PayerDocsTab,
  'view-docs': PayerDocumentsViewerTab,
  'medical-codes': MedicalCodesTab,
  letters: LettersTab,
  'hipaa-audit': HipaaAuditTab,
  overview: OverviewTab,
  users: UsersTab,
};
