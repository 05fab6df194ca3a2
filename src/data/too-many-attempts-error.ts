import { RepositoryError } from './errors';

/**
 * Too many refused sign-ins for one address: the message says how long to wait. Apart from errors.ts, which every
 * start loads, as only the login screen and the demo store need it.
 */
export class TooManyAttemptsError extends RepositoryError {}
