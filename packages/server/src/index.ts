export { buildApp, type AppOptions } from './app';
export { openContext } from './context-factory';
export { loadConfig, type Config } from './config';
export type { AppContext } from './context';
export { createAdmin, resetAdminTotp, setAdminPassword } from './admin/service';
export { createBetaCode } from './admin/beta-codes';
export {
  importCodeSets,
  findCodeSets,
  datasetNames,
  type ImportProgress,
  type ImportSummary,
} from './importers/index';
export { zipEntries, zipEntryStream } from './importers/streams';
