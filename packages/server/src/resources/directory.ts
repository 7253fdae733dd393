import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PatientResource } from '@clearbill/shared';
import {
  builtInResources,
  mergeDirectory,
  resourcesFromVerifiedOrgs,
  VERIFIED_ORGS_FILE,
} from '@clearbill/engine';

/**
 * The directory this process serves: the national and state programs in code, then the shared verified
 * organizations read from $CODESETS_DIR (never copied into the repository). Without the folder or the
 * file, the programs in code only; a file that cannot be read is logged (no content) and left out.
 */
export function loadDirectory(codesetsDir: string | undefined, logger: FastifyBaseLogger): PatientResource[] {
  if (!codesetsDir) return [...builtInResources];
  const file = path.join(codesetsDir, VERIFIED_ORGS_FILE);
  if (!existsSync(file)) {
    logger.info('no verified organizations file under CODESETS_DIR; built-in resources only');
    return [...builtInResources];
  }
  try {
    const { resources, skipped } = resourcesFromVerifiedOrgs(JSON.parse(readFileSync(file, 'utf8')));
    if (skipped > 0) logger.warn({ skipped }, 'verified organizations: entries skipped as malformed');
    return mergeDirectory(builtInResources, resources);
  } catch {
    logger.warn('verified organizations file could not be read; built-in resources only');
    return [...builtInResources];
  }
}
