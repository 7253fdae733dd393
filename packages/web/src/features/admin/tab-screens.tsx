import type { ComponentType } from 'react';
import type { DataTab } from './admin-tabs';
import { OverviewTab } from './back-office/OverviewTab';
import { UsersTab } from './back-office/UsersTab';
import { PatientResourcesTab } from './PatientResourcesTab';

/**
 * The built data tabs of the admin dashboard, one line each. A tab missing here shows its purpose and
 * "Not built yet" (never sample figures); building a tab adds its screen here.
 */
export const tabScreens: Partial<Record<DataTab, ComponentType>> = {
  'patient-resources': PatientResourcesTab,
  overview: OverviewTab,
  users: UsersTab,
};
