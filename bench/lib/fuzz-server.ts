// The server under fuzz: the real `main.ts` in a child process on a temporary data folder, restarted
// when it dies (each death counted), with its memory sampled from /proc.
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { createBetaCode, loadConfig, openContext } from '../../packages/server/src/index';
import { spawnServer, stopServer, waitForHealth } from '../../packages/server/src/test/server-process';
import { freePort, procStatusKb } from './server-info';

export interface FuzzServerOptions {
  dataDir: string;
  /** Extra environment for the child (the caller's own environment passes through as well). */
  env: Record<string, string>;
}

export class FuzzServer {
  readonly key = randomBytes(32).toString('hex');
  port = 0;
  crashes = 0;
  starts = 0;
  /** Highest VmHWM or sampled VmRSS of any server process of this run, in kB. */
  peakRssKb = 0;
  private child: ChildProcess | null = null;
  private sampler: NodeJS.Timeout | null = null;
  private restarting: Promise<void> | null = null;
  private stopping = false;

  constructor(private readonly options: FuzzServerOptions) {}

  /** Creates the database and a beta code (unlimited guest uploads) before the server owns the folder. */
  async prepare(): Promise<string> {
    const { ctx, database } = await openContext(loadConfig(this.env()));
    const code = await createBetaCode(ctx, null, { validForDays: 1 });
    await database.close();
    return code.code;
  }

  private env(): Record<string, string> {
    return {
      ...this.options.env,
      PORT: String(this.port),
      DATA_DIR: this.options.dataDir,
      ENCRYPTION_KEY: this.key,
      EXTERNAL_APIS: 'off',
    };
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    const child = spawnServer(this.env());
    this.child = child;
    this.starts++;
    child.once('exit', () => {
      this.notePeak(child.pid);
      if (!this.stopping && this.child === child) this.crashes++;
    });
    this.sampler ??= setInterval(() => {
      this.notePeak(this.child?.pid);
    }, 200);
    await waitForHealth(this.port, child);
  }

  private notePeak(pid: number | undefined): void {
    this.peakRssKb = Math.max(this.peakRssKb, procStatusKb(pid, 'VmHWM'), procStatusKb(pid, 'VmRSS'));
  }

  /** Resolves when the current process exits, or after `ms` if it does not. */
  async exited(ms: number): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        child.off('exit', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      child.once('exit', done);
    });
  }

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Restarts a dead server once, however many callers notice; resolves when it answers again. */
  async ensureUp(): Promise<void> {
    // A process being started is alive before it listens: wait for the start in progress.
    if (this.restarting) await this.restarting;
    if (this.alive) return;
    this.restarting ??= (async () => {
      try {
        await this.start();
      } finally {
        this.restarting = null;
      }
    })();
    await this.restarting;
  }

  /** Stops the server, starts it again on the same data and says whether it is still up and healthy 5 s later. */
  async restartAndCheck(): Promise<boolean> {
    await this.stop();
    this.stopping = false;
    const crashesBefore = this.crashes;
    try {
      await this.start();
      await new Promise((r) => setTimeout(r, 5_000));
      const res = await fetch(`http://127.0.0.1:${this.port}/api/health`, {
        signal: AbortSignal.timeout(10_000),
      });
      return this.alive && res.status === 200;
    } catch {
      return false;
    } finally {
      // Deaths after the run belong to the restart check, not to the run's count.
      this.restartCrashes = this.crashes - crashesBefore;
      this.crashes = crashesBefore;
      await this.stop();
    }
  }

  restartCrashes = 0;

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.sampler) clearInterval(this.sampler);
    this.sampler = null;
    this.notePeak(this.child?.pid);
    if (this.child) await stopServer(this.child);
  }
}
