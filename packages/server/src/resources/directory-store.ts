import type { PatientResource } from '@clearbill/shared';

/**
 * The directory this process serves, kept in memory and read again from its sources on demand (the
 * admin's seed and load calls): the shared file under $CODESETS_DIR may have changed since start-up.
 * The sources are a function so a test can hand in its own entries (AppContext.resourceSources).
 */
export class ResourceDirectory {
  private entries: PatientResource[];

  constructor(private readonly read: () => PatientResource[]) {
    this.entries = read();
  }

  current(): readonly PatientResource[] {
    return this.entries;
  }

  /** Reads the sources again; the new list replaces the old one at once. */
  reload(): readonly PatientResource[] {
    this.entries = this.read();
    return this.entries;
  }
}
