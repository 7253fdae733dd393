// Checks fresh30/fresh31 (see ../blind-set-tools.mjs); exit 1 on any problem.
import path from 'node:path';
import { verifySets } from '../blind-set-tools.mjs';

process.exit(verifySets(path.dirname(new URL(import.meta.url).pathname), ['fresh30', 'fresh31']) ? 1 : 0);
