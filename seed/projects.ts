import type { Attachment } from '../src/domain/attachment';
import type { Feature, Project } from '../src/domain/project';
import type { Task } from '../src/domain/task';
import type { SeedClock } from './dates';
import type { SeedComment } from './types';
import { G, U } from './users';

/** Ids of the projects, used across the seed. */
export const P = {
  schuldnerberatung: 1,
  leichteSprache: 2,
  dienstplan: 3,
  kitaChatbot: 4,
  bedarfsprognose: 5,
  antragsassistenz: 6,
} as const;

const features = (...rows: [string, string][]): Feature[] =>
  rows.map(([title, description], sortOrder) => ({ title, description, sortOrder }));

export function createProjects(clock: SeedClock): Project[] {
  const d = clock.dateFromNow;
  return [
    {
      id: P.schuldnerberatung,
      title: 'KI-Assistent für die Schuldnerberatung',
      description: 'Ein Assistent, der Beratungsfachkräften hilft, Unterlagen von Ratsuchenden schneller zu sichten und Gespräche vorzubereiten.',
      fullDescription:
        'In der Schuldnerberatung verbringen Fachkräfte viel Zeit damit, Mahnungen, Bescheide und Verträge zu sortieren. Gemeinsam mit vier Beratungsstellen entwickeln wir einen KI-Assistenten, der eingereichte Unterlagen zusammenfasst, Fristen hervorhebt und passende nächste Schritte vorschlägt.\n\n' +
        'Der Prototyp wird in mehreren Iterationen mit echten, anonymisierten Fällen getestet. Ziel ist eine spürbare Entlastung im Beratungsalltag – die fachliche Entscheidung bleibt bei den Beraterinnen und Beratern.',
      imageUrl: '/images/projects/schuldnerberatung.svg',
      additionalImages: ['/images/services/impression-1.svg', '/images/services/impression-2.svg'],
      featured: true,
      technologies: ['LLM', 'RAG', 'Python', 'React'],
      status: 'active',
      features: features(
        ['Fristen-Erkennung', 'Fristen aus Bescheiden und Mahnungen werden automatisch markiert.'],
        ['Gesprächsvorbereitung', 'Eine Zusammenfassung aller Unterlagen auf einer Seite.'],
        ['Datenschutz by Design', 'Pseudonymisierung vor jeder Verarbeitung.'],
      ),
      startDate: d(-120),
      endDate: d(60),
      deadline: d(45),
      projectGroupId: G.beratung,
      members: [U.admin, U.nutzer, U.becker, U.krueger, U.hoffmann],
      category: 'Beratung',
      createdAt: clock.daysFromNow(-125),
      createdBy: U.admin,
    },
    {
      id: P.leichteSprache,
      title: 'Barrierefreie Leichte-Sprache-Übersetzung',
      description: 'Briefe und Informationen von Trägern werden mit KI-Unterstützung in Leichte Sprache übertragen und von Prüfgruppen freigegeben.',
      fullDescription:
        'Menschen mit Lernschwierigkeiten haben ein Recht auf verständliche Informationen. Im Projekt haben wir einen Übersetzungsdienst entwickelt, der Texte in Leichte Sprache überträgt und den Prüfprozess mit Prüfgruppen digital begleitet.\n\n' +
        'Das Projekt ist abgeschlossen; der Dienst ist inzwischen bei drei Trägern im Regelbetrieb.',
      imageUrl: '/images/projects/leichte-sprache.svg',
      additionalImages: ['/images/services/impression-3.svg'],
      featured: true,
      technologies: ['LLM', 'Open Source', 'TypeScript'],
      status: 'completed',
      features: features(
        ['Übersetzungsentwurf', 'Automatischer Entwurf nach den Regeln der Leichten Sprache.'],
        ['Prüfgruppen-Workflow', 'Freigabe durch geschulte Prüferinnen und Prüfer.'],
      ),
      startDate: d(-200),
      endDate: d(-20),
      deadline: d(-25),
      projectGroupId: G.beratung,
      members: [U.admin, U.nutzer, U.becker, U.krueger, U.hoffmann],
      category: 'Teilhabe',
      createdAt: clock.daysFromNow(-205),
      createdBy: U.admin,
    },
    {
      id: P.dienstplan,
      title: 'Dienstplan-Optimierung in der Pflege',
      description: 'Faire und rechtssichere Dienstpläne für Pflegeteams – mit Wunschdiensten und schneller Reaktion auf Ausfälle.',
      fullDescription:
        'Kurzfristige Ausfälle und aufwendige Dienstplanung belasten Pflegeteams. Gemeinsam mit drei Pflegeeinrichtungen entwickeln wir ein Optimierungsmodell, das Wünsche, Qualifikationen und das Arbeitszeitgesetz berücksichtigt.\n\n' +
        'Der Pilotbetrieb hat sich verzögert, weil die Echtdaten umfangreicher sind als erwartet. Die ursprüngliche Deadline ist überschritten; ein neuer Zeitplan wird im Team abgestimmt.',
      imageUrl: '/images/projects/dienstplan-pflege.svg',
      additionalImages: ['/images/services/impression-2.svg'],
      featured: false,
      technologies: ['Python', 'Optimierung', 'React', 'PostgreSQL'],
      status: 'active',
      features: features(
        ['Wunschdienste', 'Mitarbeitende tragen Wünsche per App ein.'],
        ['Regelprüfung', 'Ruhezeiten und Höchstarbeitszeiten werden automatisch geprüft.'],
        ['Ausfallvorschläge', 'Ersatzbesetzungen auf Knopfdruck.'],
      ),
      startDate: d(-150),
      endDate: d(-6),
      deadline: d(-6),
      projectGroupId: G.pflege,
      members: [U.nutzer, U.yilmaz, U.schmidt, U.wagner],
      category: 'Pflege',
      createdAt: clock.daysFromNow(-155),
      createdBy: U.admin,
    },
    {
      id: P.kitaChatbot,
      title: 'Chatbot für die Kita-Anmeldung',
      description: 'Ein mehrsprachiger Chatbot beantwortet Fragen von Eltern zur Kita-Anmeldung und entlastet die Verwaltung.',
      fullDescription:
        'Eltern haben viele Fragen zur Kita-Anmeldung: Welche Fristen gelten? Welche Unterlagen brauche ich? Was kostet ein Platz? Ein Chatbot soll diese Fragen rund um die Uhr und in mehreren Sprachen beantworten.\n\n' +
        'Das Projekt ist in Planung. Zunächst werden häufige Fragen gesammelt und das Datenschutzkonzept mit dem Jugendamt abgestimmt.',
      imageUrl: '/images/projects/kita-chatbot.svg',
      additionalImages: [],
      featured: false,
      technologies: ['LLM', 'RAG', 'Mehrsprachigkeit'],
      status: 'planning',
      features: features(['Mehrsprachigkeit', 'Antworten in fünf Sprachen.'], ['Übergabe', 'Komplexe Anliegen gehen an die Verwaltung.']),
      startDate: d(14),
      endDate: d(150),
      deadline: d(140),
      projectGroupId: G.jugendhilfe,
      members: [U.krueger, U.hoffmann, U.neumann],
      category: 'Kinder- und Jugendhilfe',
      createdAt: clock.daysFromNow(-21),
      createdBy: U.admin,
    },
    {
      id: P.bedarfsprognose,
      title: 'Bedarfsprognose Wohnungslosenhilfe',
      description: 'Vorhersage der Auslastung von Notunterkünften, damit Träger Kapazitäten rechtzeitig planen können.',
      fullDescription:
        'Im Winter sind Notunterkünfte oft überbelegt, im Sommer stehen Plätze leer. In der Pilotphase haben wir aus anonymisierten Belegungsdaten ein Prognosemodell entwickelt, das die Auslastung für die kommenden Wochen vorhersagt.\n\n' +
        'Die Pilotphase ist abgeschlossen. Die Erkenntnisse fließen in das Produkt „Bedarfsradar“ ein.',
      imageUrl: '/images/projects/bedarfsprognose.svg',
      additionalImages: [],
      featured: false,
      technologies: ['Python', 'Zeitreihen', 'Open Source'],
      status: 'completed',
      features: features(['Auslastungsprognose', 'Vorhersage für bis zu vier Wochen.']),
      startDate: d(-400),
      endDate: d(-200),
      deadline: d(-210),
      projectGroupId: G.wohnungslosenhilfe,
      members: [U.becker, U.schmidt, U.neumann],
      category: null,
      createdAt: clock.daysFromNow(-405),
      createdBy: U.admin,
    },
    {
      id: P.antragsassistenz,
      title: 'Digitale Antragsassistenz in der Eingliederungshilfe',
      description: 'Ein geführter Dialog hilft Menschen mit Behinderung und ihren Angehörigen, Anträge vollständig einzureichen.',
      fullDescription:
        'Anträge in der Eingliederungshilfe sind umfangreich und oft schwer verständlich. Die Antragsassistenz stellt Fragen in einfacher Sprache und füllt die Formulare vor.\n\n' +
        'Das Projekt ruht derzeit, bis die rechtliche Prüfung mit dem Kostenträger abgeschlossen ist.',
      imageUrl: '/images/projects/antragsassistenz.svg',
      additionalImages: [],
      featured: false,
      technologies: ['React', 'LLM', 'PDF-Formulare'],
      status: 'on_hold',
      features: features(
        ['Geführter Dialog', 'Eine Frage nach der anderen, in einfacher Sprache.'],
        ['Formular-Vorbefüllung', 'Die Antworten werden in das offizielle Formular übertragen.'],
      ),
      startDate: d(-60),
      endDate: d(120),
      deadline: d(100),
      projectGroupId: G.pflege,
      members: [U.nutzer, U.yilmaz, U.schmidt, U.wagner],
      category: 'Verwaltung',
      createdAt: clock.daysFromNow(-62),
      createdBy: U.admin,
    },
  ];
}

type TaskRow = [
  id: number,
  projectId: number,
  title: string,
  description: string,
  status: Task['status'],
  priority: Task['priority'],
  assignedTo: number[],
  deadlineInDays: number | null,
  createdDaysAgo: number,
];

const taskRows: TaskRow[] = [
  // 1 – KI-Assistent für die Schuldnerberatung (Gruppe 1)
  [1, P.schuldnerberatung, 'Anforderungen der Beratungsstellen sammeln', 'Interviews mit vier Schuldnerberatungsstellen führen und die wichtigsten Anforderungen priorisieren.', 'done', 'medium', [U.nutzer, U.becker], -90, 118],
  [2, P.schuldnerberatung, 'Datenschutz-Folgenabschätzung erstellen', 'DSFA für die Verarbeitung von Finanzdaten der Ratsuchenden erstellen und mit den Datenschutzbeauftragten abstimmen.', 'in_progress', 'high', [U.admin, U.krueger], 1, 60],
  [3, P.schuldnerberatung, 'Musterbescheide für Testdaten anonymisieren', 'Mindestens 30 echte Bescheide und Mahnungen anonymisieren, damit der Prototyp realistisch getestet werden kann.', 'open', 'high', [U.nutzer], 0, 45],
  [4, P.schuldnerberatung, 'Prompt-Vorlagen für Mahnbescheide testen', 'Die Vorlagen für Zusammenfassungen von Mahnbescheiden mit zehn Testfällen prüfen und Auffälligkeiten dokumentieren.', 'todo', 'medium', [U.nutzer, U.becker], 5, 30],
  [5, P.schuldnerberatung, 'Feedbackrunde mit Schuldnerberaterinnen planen', 'Termin, Ort und Ablauf für die erste Feedbackrunde mit Fachkräften festlegen.', 'open', 'low', [U.nutzer, U.hoffmann], null, 20],
  [6, P.schuldnerberatung, 'Schnittstelle zur Fachsoftware prüfen', 'Klären, ob Fallakten aus der eingesetzten Beratungssoftware exportiert werden können.', 'in-progress', 'medium', [U.becker], -3, 40],
  [7, P.schuldnerberatung, 'Nutzertest mit fünf Beratungsstellen auswerten', 'Ergebnisse der Nutzertests zusammenführen und Verbesserungen für die nächste Iteration ableiten.', 'todo', 'high', [U.nutzer, U.krueger, U.hoffmann], 10, 14],
  // 2 – Barrierefreie Leichte-Sprache-Übersetzung (Gruppe 1, abgeschlossen)
  [8, P.leichteSprache, 'Regelwerk Leichte Sprache als Prompt abbilden', 'Die Regeln des Netzwerks Leichte Sprache in prüfbare Anweisungen für das Sprachmodell übersetzen.', 'done', 'high', [U.becker, U.krueger], -80, 190],
  [9, P.leichteSprache, 'Prüfgruppe der Lebenshilfe einbinden', 'Ablauf für die Prüfung der Entwürfe mit der Prüfgruppe vereinbaren.', 'completed', 'medium', [U.nutzer, U.hoffmann], -60, 170],
  [10, P.leichteSprache, 'Glossar schwieriger Begriffe anlegen', 'Eine Liste von Fachbegriffen mit Erklärungen in Leichter Sprache anlegen.', 'done', 'low', [U.nutzer], -50, 150],
  [11, P.leichteSprache, 'Abschlussbericht schreiben', 'Sachbericht für den Fördergeber mit Ergebnissen und Kennzahlen verfassen.', 'completed', 'medium', [U.admin, U.becker], -25, 60],
  [12, P.leichteSprache, 'Übergabe an den Regelbetrieb', 'Betrieb, Support und Ansprechpersonen für die drei Träger dokumentieren.', 'done', 'low', [U.admin], -21, 40],
  // 3 – Dienstplan-Optimierung in der Pflege (Gruppe 2, überfällig)
  [13, P.dienstplan, 'Ist-Analyse der Dienstplanung in drei Einrichtungen', 'Bestehende Dienstpläne, Regeln und Ausfallquoten erfassen.', 'done', 'high', [U.yilmaz, U.schmidt], -100, 148],
  [14, P.dienstplan, 'Regeln des Arbeitszeitgesetzes modellieren', 'Ruhezeiten, Höchstarbeitszeiten und Pausen als Nebenbedingungen im Modell abbilden.', 'done', 'high', [U.schmidt], -70, 120],
  [15, P.dienstplan, 'Wunschdienst-App für Mitarbeitende gestalten', 'Klickbaren Entwurf für die Eingabe von Wunschdiensten und Wunschfrei-Tagen erstellen.', 'in_progress', 'medium', [U.nutzer, U.wagner], -10, 50],
  [16, P.dienstplan, 'Optimierungsmodell mit Echtdaten testen', 'Das Modell mit anonymisierten Dienstplänen der letzten sechs Monate durchrechnen.', 'in-progress', 'high', [U.yilmaz, U.schmidt], -2, 35],
  [17, P.dienstplan, 'Betriebsrat über Pilotbetrieb informieren', 'Kurze Präsentation für den Betriebsrat vorbereiten und Termin vereinbaren.', 'open', 'high', [U.nutzer], 1, 9],
  [18, P.dienstplan, 'Schulungsunterlagen für Pflegedienstleitungen', 'Kurzanleitung und Schulungsfolien für die Pflegedienstleitungen erstellen.', 'todo', 'medium', [U.nutzer, U.wagner], 12, 8],
  [19, P.dienstplan, 'Ausfallszenarien dokumentieren', 'Typische Ausfallszenarien sammeln, mit denen das Modell getestet werden soll.', 'open', 'low', [U.yilmaz], null, 25],
  // 6 – Digitale Antragsassistenz (Gruppe 2, pausiert)
  [20, P.antragsassistenz, 'Antragsformulare der Eingliederungshilfe sichten', 'Alle relevanten Formulare der Kostenträger in Thüringen sammeln und vergleichen.', 'done', 'medium', [U.nutzer, U.yilmaz], -40, 58],
  [21, P.antragsassistenz, 'Fragenkatalog in einfacher Sprache formulieren', 'Fragen für den geführten Dialog formulieren und von der Prüfgruppe lesen lassen.', 'in_progress', 'medium', [U.nutzer, U.wagner], 20, 50],
  [22, P.antragsassistenz, 'Rechtliche Prüfung der Formularausfüllung', 'Klären, ob vorausgefüllte Formulare rechtlich zulässig eingereicht werden können.', 'open', 'high', [U.schmidt], 30, 30],
  [23, P.antragsassistenz, 'Abstimmung mit dem Kostenträger', 'Gesprächstermin mit dem Landesamt zur Nutzung der Antragsassistenz vereinbaren.', 'todo', 'low', [U.yilmaz, U.wagner], null, 28],
  [24, P.antragsassistenz, 'Pilotstandorte auswählen', 'Zwei Beratungsstellen als Pilotstandorte auswählen und ansprechen.', 'open', 'medium', [U.nutzer], 3, 2],
  // 4 – Chatbot für die Kita-Anmeldung (Gruppe 3, in Planung)
  [25, P.kitaChatbot, 'Häufige Elternfragen sammeln', 'Fragen aus E-Mails und Telefonaten der letzten zwölf Monate sammeln und clustern.', 'todo', 'medium', [U.krueger, U.neumann], 10, 18],
  [26, P.kitaChatbot, 'Übersetzungen der Antworttexte beauftragen', 'Angebote für Übersetzungen ins Arabische, Ukrainische und Türkische einholen.', 'open', 'low', [U.hoffmann], 25, 15],
  [27, P.kitaChatbot, 'Datenschutzkonzept mit Jugendamt abstimmen', 'Datenschutzkonzept und Auftragsverarbeitung mit dem Jugendamt abstimmen.', 'todo', 'high', [U.neumann], 1, 12],
  [28, P.kitaChatbot, 'Kita-Verwaltungssoftware auf Schnittstellen prüfen', 'Prüfen, ob freie Plätze und Fristen automatisch abgefragt werden können.', 'in-progress', 'medium', [U.krueger], null, 10],
  // 5 – Bedarfsprognose Wohnungslosenhilfe (Gruppe 4, abgeschlossen)
  [29, P.bedarfsprognose, 'Belegungsdaten 2019–2023 aufbereiten', 'Belegungsdaten der beteiligten Notunterkünfte anonymisieren und bereinigen.', 'done', 'medium', [U.becker, U.schmidt], -260, 395],
  [30, P.bedarfsprognose, 'Prognosemodell trainieren und validieren', 'Zeitreihenmodell trainieren und mit dem Winter 2023 validieren.', 'completed', 'high', [U.schmidt], -230, 300],
  [31, P.bedarfsprognose, 'Ergebnisse im Fachbeirat vorstellen', 'Präsentation der Ergebnisse im Fachbeirat Wohnungslosenhilfe.', 'done', 'medium', [U.becker, U.neumann], -205, 240],
  [32, P.bedarfsprognose, 'Dashboard für Einrichtungsleitungen', 'Einfaches Dashboard mit der Prognose für die nächsten vier Wochen bereitstellen.', 'completed', 'low', [U.neumann], -200, 230],
];

export function createTasks(clock: SeedClock): Task[] {
  const tasks: Task[] = taskRows.map(([id, projectId, title, description, status, priority, assignedTo, deadlineInDays, createdDaysAgo]) => ({
    id,
    projectId,
    title,
    description,
    status,
    priority,
    assignedTo,
    deadline: deadlineInDays === null ? null : clock.dateFromNow(deadlineInDays),
    attachments: [],
    createdAt: clock.daysFromNow(-createdDaysAgo),
    createdBy: U.admin,
    updatedAt: null,
  }));

  const attach = (taskId: number, daysAgo: number, uploadedBy: number, files: Omit<Attachment, 'id' | 'uploadedAt' | 'uploadedBy'>[]) => {
    const task = tasks.find((t) => t.id === taskId);
    if (!task) throw new Error(`Seed: task ${taskId} missing`);
    task.attachments = files.map((f, i) => ({
      ...f,
      id: `att-${taskId}-${i + 1}`,
      uploadedAt: clock.daysFromNow(-daysAgo),
      uploadedBy,
    }));
  };
  // Real files of their kind in public/files (seed.test.ts checks names, types and sizes against them).
  attach(2, 10, U.krueger, [
    { name: 'DSFA-Entwurf-Schuldnerberatung.pdf', type: 'pdf', url: '/files/DSFA-Entwurf-Schuldnerberatung.pdf', size: 1330 },
  ]);
  attach(3, 20, U.admin, [
    { name: 'Beispielbescheid-anonymisiert.svg', type: 'image', url: '/images/products/beratungs-copilot.svg', size: 2091 },
    { name: 'Anonymisierungsregeln.docx', type: 'other', url: '/files/Anonymisierungsregeln.docx', size: 1093 },
  ]);
  attach(10, 55, U.nutzer, [{ name: 'Glossar-Leichte-Sprache.xlsx', type: 'other', url: '/files/Glossar-Leichte-Sprache.xlsx', size: 1784 }]);
  attach(11, 26, U.becker, [{ name: 'Abschlussbericht-Leichte-Sprache.pdf', type: 'pdf', url: '/files/Abschlussbericht-Leichte-Sprache.pdf', size: 1218 }]);
  attach(15, 8, U.wagner, [{ name: 'Wunschdienst-App-Entwurf.svg', type: 'image', url: '/images/projects/dienstplan-pflege.svg', size: 3124 }]);
  attach(31, 206, U.becker, [{ name: 'Fachbeirat-Praesentation.pdf', type: 'pdf', url: '/files/Fachbeirat-Praesentation.pdf', size: 1104 }]);
  return tasks;
}

type CommentRow = [
  id: number,
  taskId: number,
  createdBy: number,
  content: string,
  hoursAgo: number,
  likes: number[],
  parentId: number | null,
];

const commentRows: CommentRow[] = [
  [1, 2, U.krueger, 'Ich habe den Entwurf der Datenschutz-Folgenabschätzung angehängt. Bitte besonders Abschnitt 4 (Risiken für Betroffene) prüfen.', 240, [U.admin, U.nutzer], null],
  [2, 2, U.admin, 'Danke, Sabine! Ich schaue bis morgen drüber und ergänze die technischen Maßnahmen.', 236, [U.krueger], 1],
  [3, 2, U.nutzer, 'Sollen wir die Pseudonymisierung als eigene technische Maßnahme aufführen? Das war der Datenschutzbeauftragten wichtig.', 30, [U.krueger, U.admin], null],
  [4, 3, U.becker, 'Aus unserer Beratungsstelle kann ich zehn anonymisierte Bescheide beisteuern.', 100, [U.nutzer], null],
  [5, 3, U.nutzer, 'Super, das hilft sehr! Bitte über den sicheren Austauschordner schicken, nicht per E-Mail.', 98, [], 4],
  [6, 4, U.hoffmann, 'Die Vorlage für Inkasso-Schreiben liefert noch zu lange Antworten. Vielleicht eine maximale Länge vorgeben?', 50, [U.nutzer, U.becker], null],
  [7, 7, U.admin, 'Der Auswertungsbogen für die Nutzertests liegt im Projektordner.', 72, [], null],
  [8, 11, U.becker, 'Der Abschlussbericht ist final und an den Fördergeber verschickt. Danke an alle für die Zuarbeit!', 26 * 24, [U.admin, U.nutzer, U.hoffmann], null],
  [9, 15, U.wagner, 'Die erste Klickstrecke ist fertig. Feedback gerne bis Freitag.', 8 * 24, [U.nutzer], null],
  [10, 15, U.nutzer, 'Sieht gut aus! Wunschfrei-Tage sollten sich auch direkt im Kalender antippen lassen.', 7 * 24, [U.wagner, U.yilmaz], 9],
  [11, 16, U.schmidt, 'Mit den Daten aus Gotha bricht die Berechnung bei mehr als 40 Mitarbeitenden ab. Ich untersuche das gerade.', 30, [U.yilmaz], null],
  [12, 15, U.yilmaz, 'Ich habe die Klickstrecke mit zwei Pflegekräften aus Gotha getestet: Wunschfrei-Tage direkt im Kalender kamen sehr gut an.', 0.1, [U.wagner], 9],
  [13, 17, U.nutzer, 'Der Termin mit dem Betriebsrat ist für Donnerstag angefragt.', 20, [], null],
  [14, 21, U.wagner, 'Die ersten 20 Fragen sind formuliert. Die Prüfgruppe liest sie nächste Woche.', 5 * 24, [U.nutzer], null],
  [15, 27, U.neumann, 'Das Jugendamt wünscht vor dem Start eine Vereinbarung zur Auftragsverarbeitung.', 48, [U.krueger], null],
];

export function createComments(clock: SeedClock): SeedComment[] {
  return commentRows.map(([id, taskId, createdBy, content, hoursAgo, likes, parentId]) => ({
    id,
    taskId,
    content,
    createdAt: clock.hoursAgo(hoursAgo),
    createdBy,
    likes,
    attachments:
      id === 9 ? [{ name: 'Klickstrecke-Wunschdienst.svg', url: '/images/projects/dienstplan-pflege.svg', size: 11_264 }] : [],
    parentId,
  }));
}
