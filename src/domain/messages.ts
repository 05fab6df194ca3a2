/**
 * User-facing German messages shared across features (SPEC §5 and §8, verbatim). One export per message, imported
 * as a namespace (`import * as messages`), so a chunk carries only the texts it uses. The texts every start may need
 * live in `core-messages.ts`, so the entry chunk does not carry the forms' texts.
 */

export const invalidEmail = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
export const passwordMismatch = 'Die Passwörter stimmen nicht überein.';
export const passwordTooShort = 'Das Passwort muss mindestens 8 Zeichen lang sein.';
export const resetPasswordMismatch = 'Die Passwörter stimmen nicht überein';
export const resetPasswordTooShort = 'Das Passwort muss mindestens 8 Zeichen lang sein';
export const resetTokenMissing = 'Ungültiger oder fehlender Token';
export const groupNameRequired = 'Bitte geben Sie einen Namen für die Gruppe ein.';
export const groupMembersRequired = 'Bitte wählen Sie mindestens ein Mitglied aus.';
export const tooManyFiles = 'Maximal 5 Dateien können hochgeladen werden';
export const pollGroupsRequired = 'Bitte wählen Sie mindestens eine Projektgruppe aus.';
export const pollOptionsRequired = 'Bitte geben Sie mindestens zwei Antwortoptionen ein.';
export const pollOptionsDistinct = 'Jede Antwortoption darf nur einmal vorkommen.';
export const securityAnswerWrong = 'Die Sicherheitsabfrage wurde nicht korrekt beantwortet.';

/** A sign-in refused for a while after repeated wrong passwords; `minutes` is the time left, rounded up. */
export const tooManySignInAttempts = (minutes: number) =>
  `Zu viele Fehlversuche. Bitte warten Sie ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`} und versuchen Sie es dann erneut.`;
export const resetLinkExpired = 'Der Link ist abgelaufen. Bitte fordern Sie einen neuen an.';
export const resetRequestSuccess =
  'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts gesendet. Bitte überprüfen Sie Ihren Posteingang.';
export const resetSuccess = 'Ihr Passwort wurde erfolgreich geändert. Sie werden in Kürze zum Login weitergeleitet.';

// Demo-store refusals that the spec leaves open: worded like the rest.
export const notWhitelisted = 'Diese E-Mail-Adresse ist nicht zur Registrierung freigeschaltet.';
export const emailTaken = 'Diese E-Mail-Adresse ist bereits registriert.';
export const alreadyVoted = 'Sie haben bereits abgestimmt.';
export const pollNotActive = 'Diese Umfrage ist nicht aktiv.';
export const invalidOption = 'Diese Antwortoption gibt es nicht.';
export const commentEmpty = 'Bitte geben Sie einen Kommentar ein oder hängen Sie eine Datei an.';
export const commentTooManyFiles = 'Maximal 3 Dateien können angehängt werden';
export const commentFileTooLarge = 'Jede Datei darf höchstens 2 MB groß sein';
export const commentFileType = 'Erlaubt sind nur Bilder (außer SVG) und PDF-Dateien';
export const taskFileType = 'Erlaubt sind Bilder (außer SVG), PDF-, Word-, Excel- und PowerPoint-Dateien';
export const slugTaken = 'Dieser URL-Slug wird bereits verwendet.';
export const slugReserved = 'Dieser URL-Slug ist für eine Seite der Anwendung reserviert.';
export const invalidSlug = 'Der URL-Slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.';
export const opacityRange = 'Die Deckkraft muss zwischen 0 und 1 liegen.';
export const opacityStep = 'Die Deckkraft wird in Schritten von 0,1 angegeben.';
export const endBeforeStart = 'Das Enddatum darf nicht vor dem Startdatum liegen.';
export const invalidImageAddress =
  'Bitte geben Sie für Bilder eine Adresse an, die mit http://, https:// oder / beginnt.';
export const invalidLink = 'Bitte geben Sie eine vollständige Adresse ein, die mit http:// oder https:// beginnt.';
