/**
 * The texts (SPEC §8, verbatim) that a first visit may show, in demo and api mode: load failures, refused calls,
 * the answers the read schemas give for malformed data and the data adapters' sign-in and registration answers.
 * Kept apart from the forms' texts (`messages.ts`) so the start-up chunks carry only these.
 */
export const requiredFields = 'Bitte füllen Sie alle Pflichtfelder aus.';
export const apiFailed = 'API-Anfrage fehlgeschlagen';
export const generic = 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.';
export const unauthorized = 'Bitte melden Sie sich an.';
export const forbidden = 'Für diese Aktion fehlen Ihnen die Berechtigungen.';
export const notFound = 'Der Eintrag wurde nicht gefunden.';
export const networkFailed = 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.';
export const codeUnavailable =
  'Dieser Teil der Anwendung konnte nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und laden Sie die Seite neu.';
/** The same, when a new version has taken over from another tab: this tab's code belongs to the old one. */
export const codeReplaced =
  'Eine neue Version der Anwendung ist da. Bitte laden Sie die Seite neu, um diesen Teil zu öffnen.';
export const invalidChoice = 'Bitte wählen Sie einen der angebotenen Werte aus.';
export const invalidInput = 'Ungültige Eingabe. Bitte prüfen Sie Ihre Angaben.';
export const invalidDate = 'Bitte geben Sie ein gültiges Datum ein.';
/** A write's answer the api adapter cannot read: the change may or may not have been saved. */
export const unreadableAnswer =
  'Die Antwort des Servers war unvollständig. Bitte prüfen Sie, ob Ihre Änderung gespeichert wurde.';
export const loginFailedApi = 'Login fehlgeschlagen';
export const genericShort = 'Ein Fehler ist aufgetreten';
export const registrationSuccess = 'Registrierung erfolgreich';
