// Checks fresh28/fresh29 (see ../blind-set-tools.mjs); exit 1 on any problem.
import path from 'node:path';
import { verifySets } from '../blind-set-tools.mjs';

process.exit(verifySets(path.dirname(new URL(import.meta.url).pathname), ['fresh28', 'fresh29']) ? 1 : 0);
