// Rebuilds fresh30.jsonl / fresh31.jsonl from src/*.txt (see ../blind-set-tools.mjs).
import path from 'node:path';
import { makeSets } from '../blind-set-tools.mjs';

makeSets(path.dirname(new URL(import.meta.url).pathname), ['fresh30', 'fresh31']);
