export const roomTexts = {
  title: 'Im Workshop mitmachen',
  documentTitle: 'Raum für den Beamer',
  lead: 'Mit dem WLAN dieses Raums verbinden, den QR-Code scannen oder die Adresse im Browser öffnen. Dort registrieren Sie sich mit Ihrer freigegebenen E-Mail-Adresse oder melden sich an.',
  joinLabel: 'So kommen Sie auf die Seite',
  qrLabel: (url: string) => `QR-Code für ${url}`,
  network: (name: string) => `Netzwerk ${name}`,
  noNetwork:
    'Kein Netzwerk gefunden: Die Seite ist nur auf diesem Laptop erreichbar. Bitte den Laptop mit dem WLAN des Raums verbinden; die Adresse erscheint dann hier.',
  onlyHere:
    'Der Server läuft nur für diesen Laptop (--host 127.0.0.1): Niemand sonst im Raum erreicht die Seite. Bitte ohne --host neu starten.',
  fullscreen: 'Vollbild',
  leaveFullscreen: 'Vollbild beenden',
  dayLabel: 'Der Tag bisher',
  connected: 'Jetzt verbunden',
  comments: 'Kommentare heute',
  votes: 'Stimmen heute',
  uploads: 'Hochgeladene Dateien heute',
  lastSave: 'Zuletzt gespeichert',
  notSavedYet: 'seit dem Start noch nichts',
} as const;
