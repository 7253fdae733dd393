// Checks fresh16/fresh17 (see ../blind-set-tools.mjs); exit 1 on any problem.
import path from 'node:path';
import { verifySets } from '../blind-set-tools.mjs';

process.exit(verifySets(path.dirname(new URL(import.meta.url).pathname), ['fresh16', 'fresh17']) ? 1 : 0);
