// Checks fresh10/fresh11 (see ../blind-set-tools.mjs); exit 1 on any problem.
import path from 'node:path';
import { verifySets } from '../blind-set-tools.mjs';

process.exit(verifySets(path.dirname(new URL(import.meta.url).pathname), ['fresh10', 'fresh11']) ? 1 : 0);
