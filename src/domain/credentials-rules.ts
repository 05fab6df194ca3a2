// What a sign-in must have filled in, without zod: the login's first visit checks it without loading the schemas,
// and the store's `credentialsSchema` (auth-draft.ts) refuses by these very rules. The lengths the store alone
// checks; the login marks the field it names.

/** Per field, whether what was typed counts as filled in: an address of spaces does not, a password of spaces does. */
export const credentialFilled = {
  email: (email: string) => email.trim() !== '',
  password: (password: string) => password !== '',
};

/** The fields of a sign-in left empty. */
export function missingCredentials(credentials: { email: string; password: string }) {
  return {
    email: !credentialFilled.email(credentials.email),
    password: !credentialFilled.password(credentials.password),
  };
}
