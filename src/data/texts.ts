/*
 * What both adapters say when the store refuses or cannot answer a call: one wording for the demo store and the
 * HTTP adapter's fallbacks (SPEC §8 where it names them). Texts a first visit may show stay in
 * domain/core-messages.ts.
 */
export const lastAdmin = 'Das letzte Admin-Konto kann nicht entfernt werden.';
export const selfDelete = 'Sie können Ihr eigenes Konto nicht löschen.';
export const invitationNotFound = 'Die Einladung wurde nicht gefunden.';
export const emailInvited = 'Diese E-Mail-Adresse ist bereits eingeladen.';
export const unknownGroup = 'Die gewählte Projektgruppe gibt es nicht.';
export const projectNotFound = 'Projekt nicht gefunden';
export const pollNotFound = 'Umfrage nicht gefunden';
export const taskNotFound = 'Aufgabe nicht gefunden';
export const unknownAssignee = 'Eine zugewiesene Person gibt es nicht.';
export const outsideAssignee = 'Zugewiesen werden können nur Mitglieder der Projektgruppe.';
export const commentNotFound = 'Kommentar nicht gefunden';
export const unknownParent = 'Der Kommentar, auf den Sie antworten, gibt es nicht mehr.';
export const productLoadFailed = 'Fehler beim Laden des Produkts';
export const unknownCategory = 'Die gewählte Kategorie gibt es nicht.';
export const categoryNotFound = 'Kategorie nicht gefunden';
export const categoryNameTaken = 'Eine Kategorie mit diesem Namen gibt es bereits.';
export const categoryInUse = 'Die Kategorie wird noch von Produkten verwendet.';
export const pageNotFound = 'Seite nicht gefunden';
export const unknownMember = 'Ein gewähltes Mitglied gibt es nicht.';
export const groupNameTaken = 'Eine Projektgruppe mit diesem Namen gibt es bereits.';
export const groupInUse = 'Die Projektgruppe hat noch Projekte. Bitte verschieben oder löschen Sie diese zuerst.';
export const unknownSetting = 'Diese Einstellung gibt es nicht.';
export const userLoadFailed = 'Fehler beim Laden der Benutzer';
export const userSaveFailed = 'Fehler beim Speichern des Benutzers';
export const userRemoveFailed = 'Fehler beim Löschen des Benutzers';
export const groupLoadFailed = 'Fehler beim Laden der Projektgruppen';
export const groupSaveFailed = 'Fehler beim Speichern der Projektgruppe';
export const groupRemoveFailed = 'Fehler beim Löschen der Projektgruppe';
export const whitelistLoadFailed = 'Fehler beim Laden der Whitelist';
export const invitationsCreateFailed = 'Fehler beim Erstellen der Einladungen';
export const whitelistRemoveFailed = 'Fehler beim Entfernen aus der Whitelist';
export const projectsLoadFailed = 'Fehler beim Laden der Projekte';
export const projectLoadFailed = 'Fehler beim Laden des Projekts';
export const projectCreateFailed = 'Fehler beim Erstellen des Projekts';
export const projectUpdateFailed = 'Fehler beim Aktualisieren des Projekts';
export const pollLoadFailed = 'Fehler beim Laden der Umfrage';
export const voteFailed = 'Fehler beim Abstimmen';
export const productsLoadFailed = 'Fehler beim Laden der Produkte';
export const productCreateFailed = 'Fehler beim Erstellen des Produkts';
export const productUpdateFailed = 'Fehler beim Aktualisieren des Produkts';
export const productRemoveFailed = 'Fehler beim Löschen des Produkts';
