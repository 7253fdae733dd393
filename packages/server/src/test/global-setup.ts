import { fileURLToPath } from 'node:url';
import { buildTemplates } from './db-templates';

const templatesDir = fileURLToPath(new URL('../../../../.tmp/test-templates', import.meta.url));

/** Vitest's global set-up: the migrated template databases every test database is copied from. */
export default async function setup(): Promise<() => Promise<void>> {
  return buildTemplates(templatesDir);
}
