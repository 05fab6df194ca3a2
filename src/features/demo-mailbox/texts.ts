import { formatCount } from '../../lib/format-count';

export const mailboxTexts = {
  title: 'Demo-Postfach',
  lead: 'Hier landen alle E-Mails, die die Anwendung verschicken würde.',
  bannerHeading: 'Teil der Demo',
  banner:
    'Dieses Postfach gehört zur Demo. Es werden keine echten E-Mails verschickt: Links zum Zurücksetzen des Passworts, ' +
    'Einladungen und Kontaktanfragen erscheinen stattdessen hier, nur in diesem Browser.',
  listLabel: 'E-Mails, neueste zuerst',
  count: (n: number) => (n === 1 ? '1 E-Mail' : `${formatCount(n)} E-Mails`),
  to: 'An',
  date: 'Datum',
  openLink: 'Link öffnen',
  empty: 'Noch keine E-Mails',
  emptyText:
    'Sobald die Demo eine E-Mail versendet – etwa beim Zurücksetzen eines Passworts, bei einer Einladung oder über das Kontaktformular –, erscheint sie hier.',
  forgotPassword: 'Passwort vergessen',
  contact: 'Zum Kontaktformular',
  notDemoLead: 'Das Demo-Postfach gibt es nur im Demo-Modus. In dieser Version werden E-Mails wirklich verschickt.',
  home: 'Zur Startseite',
} as const;
