// Rebuilds fresh22.jsonl / fresh23.jsonl from src/*.txt (see ../blind-set-tools.mjs).
import path from 'node:path';
import { makeSets } from '../blind-set-tools.mjs';

makeSets(path.dirname(new URL(import.meta.url).pathname), ['fresh22', 'fresh23']);
