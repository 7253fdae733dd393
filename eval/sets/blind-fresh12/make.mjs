// Rebuilds fresh24.jsonl / fresh25.jsonl from src/*.txt (see ../blind-set-tools.mjs).
import path from 'node:path';
import { makeSets } from '../blind-set-tools.mjs';

makeSets(path.dirname(new URL(import.meta.url).pathname), ['fresh24', 'fresh25']);
