import type { RecordsText } from './recordsText';

// Deutsch. Anrede: Sie, wie in Rechtstexten üblich (die Oberfläche duzt: „du“). Anführungszeichen „…“.
// Dieser Text ist für Leserinnen und Leser auf Deutsch verbindlich: Nichts darin stellt ihn hinter eine andere Fassung.
const RECORDS_TEXT_DE: RecordsText = {
  title: 'Erklärung zur Aufbewahrung von Nachweisen (18 U.S.C. § 2257)',
  sections: [
    {
      heading: 'Jede abgebildete Person ist volljährig',
      paragraphs: [
        'Jede Person, die in Medien erscheint, die {operatorName} auf StarSession produziert oder bereitstellt, war bei der Aufnahme mindestens 18 Jahre alt.',
        'Ein Prüfer sieht sich jedes Element an, bevor es jemand anderes zu sehen bekommt, und veröffentlicht es erst, wenn es für jede abgebildete Person einen Nachweis bei uns gibt: eine Prüfung ihres Ausweisdokuments, die zeigt, dass sie 18 Jahre oder älter ist, und ihre unterschriebene Einwilligung in die Aufnahme und in die Veröffentlichung auf diesem Dienst. Ein Widerruf der Einwilligung nimmt alle Elemente dieser Person offline.',
      ],
    },
    {
      heading: 'Verwahrer der Nachweise',
      paragraphs: [
        'Die nach 18 U.S.C. § 2257 und 28 C.F.R. Part 75 für diese Medien vorgeschriebenen Nachweise verwahrt: {recordsCustodian}, {recordsAddress}.',
        'Medien, die StarSession aus öffentlichen Quellen Dritter zeigt, werden von {operatorName} weder produziert noch bereitgestellt; die Nachweise dafür verwahren ihre Produzenten. [[Betreiber: Klären Sie mit Ihrer Rechtsberatung, welche Ihrer Medien diese Erklärung erfasst und welche Ausnahmen gelten.]]',
      ],
    },
    {
      heading: 'Fragen und Entfernung',
      paragraphs: [
        'Fragen zu dieser Erklärung richten Sie bitte an {operatorEmail}. Wenn Sie ohne Ihre Einwilligung in einem Element zu sehen sind oder ein Element eine minderjährige Person zeigen könnte, nutzen Sie die Seite zur Entfernung von Inhalten: Solche Anträge stehen in unserer Warteschlange ganz oben.',
      ],
    },
  ],
};

export default RECORDS_TEXT_DE;
