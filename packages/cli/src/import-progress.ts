import type { ImportProgress } from '@clearbill/server';

/**
 * A one-line progress bar on stderr (stdout stays free for the summary): datasets finished out of
 * those found, the current dataset and its row count. Plain lines when stderr is not a terminal.
 */
export class ProgressBar {
  private done = 0;
  private lastDraw = 0;
  constructor(
    private readonly total: number,
    private readonly out: NodeJS.WriteStream = process.stderr,
    private readonly width = 24,
  ) {}

  update(p: ImportProgress): void {
    const finished = p.status === 'done' || p.status === 'skipped' || p.status === 'failed';
    if (finished) this.done++;
    const now = Date.now();
    if (!finished && now - this.lastDraw < 100) return;
    this.lastDraw = now;
    const fraction = this.total > 0 ? Math.min(1, this.done / this.total) : 1;
    const filled = Math.round(fraction * this.width);
    const bar = `[${'#'.repeat(filled)}${'-'.repeat(this.width - filled)}]`;
    const state = p.status === 'rows' ? 'importing' : p.status;
    const line =
      `${bar} ${this.done}/${this.total} ${p.dataset.padEnd(10)} ${p.rows.toLocaleString('en-US').padStart(10)} rows ` +
      `${p.seconds.toFixed(1)} s ${state}${p.error ? `: ${p.error}` : ''}`;
    if (this.out.isTTY) {
      this.out.write(`\r${line}\x1b[K${finished ? '\n' : ''}`);
    } else if (finished) {
      this.out.write(`${line}\n`);
    }
  }
}
