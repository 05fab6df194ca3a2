import type { Session } from '../domain/auth';

/* The demo's own controls, part of the port only in a demo build (Repository['demo'] is null in the api's). */

/** An e-mail the real server would have sent; the demo keeps it for the 'Demo-Postfach'. */
export interface DemoMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** An in-app link the mail carries, e.g. /reset-password?token=…; null for none. */
  link: string | null;
  createdAt: string;
}

/** A sample account the demo offers for one-click sign-in; the api build has none. */
export interface DemoAccount {
  role: 'admin' | 'user';
  name: string;
  email: string;
  password: string;
}

/** A sample account as the store has it now; one that was deleted, or whose address changed, is left out. */
export interface DemoAccountNow {
  email: string;
  name: string;
  /** False once someone set a new password (the reset): the panel must not offer the sample one. */
  samplePassword: boolean;
}

export interface SampleMembers {
  password: string;
  people: readonly { name: string; email: string }[];
}

export interface DemoControls {
  /** The seed's sign-in accounts. */
  readonly accounts: readonly DemoAccount[];
  /** Further sample members, for a workshop with several participants. */
  readonly sampleMembers: SampleMembers;
  /** `accounts` and `sampleMembers` as the store has them now. */
  accountsNow(): Promise<DemoAccountNow[]>;
  /**
   * Signs in as one of `accounts` without its password: the one-click sign-in stands for the account, so it still
   * works after the account's password was reset. Throws UnauthorizedError for any other address.
   */
  signInAs(email: string): Promise<Session>;
  /** Every e-mail the demo "sent", newest first. */
  mailbox(): Promise<DemoMail[]>;
  /** Restores the seed in one transaction; sessions end. */
  reset(): Promise<void>;
  /** The whole demo store as one JSON file (src/data/demo/transfer-format.ts), uploaded files included. */
  exportData(): Promise<Blob>;
  /**
   * Replaces the whole store with an export file's data in one transaction; sessions end. A foreign, damaged or
   * newer file is refused with a ValidationError (German message) and changes nothing.
   */
  importData(file: Blob): Promise<void>;
  /** Storage use and quota, whether the browser keeps the data for good, and whether they live in memory only. */
  storageInfo(): Promise<{
    usageBytes: number | null;
    quotaBytes: number | null;
    persisted: boolean;
    inMemory: boolean;
  }>;
  /** Asks the browser to keep the data (call from a user action). */
  requestPersistence(): Promise<boolean>;
  /**
   * Starts the store where it has not started yet, and resolves once it is open with its sample data. The page
   * starts it before it takes over a pre-rendered page, so a first tap that needs data waits less for it.
   */
  open(): Promise<void>;
  /**
   * Resolves once the store has opened, without starting it: true when the browser refused IndexedDB and the demo
   * keeps its data in memory, lost when the page closes or reloads.
   */
  inMemory(): Promise<boolean>;
}
