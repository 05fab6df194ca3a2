/** German texts of the landing page; SPEC texts verbatim. */
export const landingTexts = {
  headline: 'Gemeinsam Prototypen entwickeln – KI-gestützte Produkte für die Sozialwirtschaft',
  lead: 'Wir bringen Fachkräfte, Träger und Entwicklung an einen Tisch: In kollaborativen Workshops entstehen in kurzer Zeit KI-gestützte Prototypen, die den Alltag in sozialen Einrichtungen spürbar erleichtern.',
  startProject: 'Projekt starten',
  academy: 'KI-Akademie entdecken',

  valuesHeading: 'Warum mit uns entwickeln?',
  values: [
    {
      key: 'fast',
      title: 'Schnelle Entwicklung',
      text: 'Vom ersten Workshop zum nutzbaren Prototyp in wenigen Wochen statt in vielen Monaten.',
    },
    {
      key: 'collaborative',
      title: 'Kollaborativ',
      text: 'Fachkräfte, Leitung und Zielgruppen gestalten mit – so entstehen Lösungen, die im Alltag wirklich passen.',
    },
    {
      key: 'ai',
      title: 'KI-gestützt',
      text: 'Künstliche Intelligenz beschleunigt Ideenfindung und Umsetzung – verantwortungsvoll und datenschutzkonform.',
    },
  ],

  methodHeading: 'Unsere Methode',
  methodLead: 'In sechs Schritten von der Herausforderung zum laufenden Produkt.',
  methodLabel: 'Die sechs Schritte unserer Methode',
  steps: [
    {
      title: 'Problemidentifikation',
      text: 'Wir benennen gemeinsam die Herausforderung, die Ihr Team am stärksten belastet.',
    },
    {
      title: 'Kollaborative Ideenfindung',
      text: 'Fachkräfte, Zielgruppen und Entwicklung sammeln und bewerten Lösungsideen.',
    },
    {
      title: 'KI-gestütztes Prototyping',
      text: 'Mit KI-Werkzeugen entsteht in kurzer Zeit ein Prototyp zum Ausprobieren.',
    },
    {
      title: 'Direktes Feedback und Iteration',
      text: 'Sie testen den Prototyp im Alltag; Ihre Rückmeldungen fließen sofort ein.',
    },
    {
      title: 'Öffentliche Beta',
      text: 'Eine erste Version geht an echte Nutzerinnen und Nutzer und wird im Betrieb erprobt.',
    },
    {
      title: 'Go-live mit Hosting und Wartung',
      text: 'Wir bringen das Produkt in den Regelbetrieb und kümmern uns um Hosting und Wartung.',
    },
  ],
  requestWorkshop: 'Workshop anfragen',

  featuredHeading: 'Ausgewählte Produkte',
  featuredLead: 'Lösungen, die wir gemeinsam mit Einrichtungen der Sozialwirtschaft entwickelt haben.',
  featuredLabel: 'Ausgewählte Produkte',
  featuredLoading: 'Produkte werden geladen …',
  featuredEmpty: 'Keine Featured Produkte gefunden',
  featuredFailed: 'Fehler beim Laden der Featured Projekte',
  more: 'Mehr erfahren',
  allProducts: 'Alle Produkte ansehen',
} as const;
