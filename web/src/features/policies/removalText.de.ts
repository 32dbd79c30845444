import type { RemovalText } from './removalText';

// Deutsch. Anrede: Sie, wie in Rechtstexten üblich (die Oberfläche duzt: „du“; das Formular darunter spricht
// niemanden direkt an). Anführungszeichen „…“.
// Dieser Text ist für Leserinnen und Leser auf Deutsch verbindlich: Nichts darin stellt ihn hinter eine andere Fassung.
const REMOVAL_TEXT_DE: RemovalText = {
  title: 'Inhalte entfernen lassen',
  sections: [
    {
      heading: 'Entfernung eines Inhalts beantragen',
      paragraphs: [
        'Wenn ein Bild oder Video auf StarSession Sie zeigt und Sie es entfernen lassen möchten, wenn es jemanden zeigt, der unter 18 Jahre alt zu sein scheint, ohne Einwilligung geteilt wurde oder aus einem anderen Grund rechtswidrig ist, teilen Sie uns das über das Formular unten mit. Sie brauchen kein Konto und müssen uns nicht sagen, wer Sie sind.',
        'Geben Sie die Adresse des Inhalts an (öffnen Sie ihn in einem neuen Tab und kopieren Sie die Adresse, oder nutzen Sie die des Beitrags, aus dem er stammt). Auf der Website selbst erfüllt die Schaltfläche „Melden“ in jedem Feld einer Session und in Ihren Favoriten denselben Zweck.',
      ],
    },
    {
      heading: 'Wie es weitergeht',
      paragraphs: [
        'Jeder Antrag landet in unserer Prüfwarteschlange. Der Antrag einer gezeigten Person, die nicht eingewilligt hat, kommt zuerst, und wir entscheiden ihn innerhalb von 48 Stunden; jeden anderen Antrag innerhalb von 7 Tagen, schneller bei allem, was eine minderjährige Person zeigen könnte. Wenn wir einen Inhalt entfernen, wird er überall auf StarSession gesperrt: in jeder Session, jeder Liste, jedem Kartenbild und jedem Video. Wir dokumentieren jeden Antrag und jede Entscheidung und melden sie monatlich unserem Zahlungsdienstleister, ohne Ihre Kontaktadresse.',
        'StarSession hostet die meisten Medien nicht selbst, sondern zeigt Inhalte aus öffentlichen Quellen. Wenn wir einen Inhalt hier entfernen, verschwindet er dadurch nicht aus seiner Quelle; wenn Sie eine Kontaktadresse hinterlassen, sagen wir Ihnen, wo Sie das beantragen können. [[Betreiber: Ergänzen Sie Ihren benannten Vertreter und die Angaben zum Melde- und Abhilfeverfahren (z. B. DMCA-Kontakt oder Kontaktstelle nach dem Digital Services Act der EU).]]',
        'In dringenden Fällen, oder wenn Sie die gezeigte Person sind, können Sie auch an {operatorEmail} schreiben.',
      ],
    },
  ],
};

export default REMOVAL_TEXT_DE;
