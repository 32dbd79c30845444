import type { TermsText } from './termsText';

// Deutsch. Anrede: Sie, wie in Rechtstexten üblich (die Oberfläche duzt: „du“). Anführungszeichen „…“.
// Dieser Text ist für Leserinnen und Leser auf Deutsch verbindlich: Nichts darin stellt ihn hinter eine andere Fassung.
const TERMS_TEXT_DE: TermsText = {
  title: 'Allgemeine Geschäftsbedingungen',
  sections: [
    {
      heading: 'Wer wir sind',
      paragraphs: [
        'StarSession wird von {operatorName}, {operatorAddress} („wir“, „uns“) betrieben. Sie erreichen uns unter {operatorEmail}.',
        'Jugendschutzbeauftragter nach § 7 Jugendmedienschutz-Staatsvertrag (JMStV): {youthProtectionOfficer}.',
        'Diese Bedingungen gelten für alle, die die Website nutzen. Indem Sie die Website nutzen oder ein Konto anlegen, stimmen Sie ihnen zu. [[Betreiber: Ergänzen Sie Ihre Handelsregisternummer und, soweit erforderlich, Ihre Umsatzsteuer-Identifikationsnummer und Angaben zur zuständigen Aufsichtsbehörde.]]',
      ],
    },
    {
      heading: 'Nur für Erwachsene',
      paragraphs: [
        'Die Website zeigt sexuell explizite Inhalte. Sie dürfen sie nur nutzen, wenn Sie mindestens 18 Jahre alt sind und alt genug, um solche Inhalte an Ihrem Wohnort ansehen zu dürfen, und nur dort, wo das Ansehen solcher Inhalte erlaubt ist. Wir können einen Altersnachweis verlangen, wenn das Gesetz es vorschreibt.',
        'Lassen Sie niemanden unter 18 Jahren Ihr Gerät oder Ihr Konto nutzen, um auf die Website zuzugreifen.',
      ],
    },
    {
      heading: 'Was der Dienst bietet',
      paragraphs: [
        'StarSession spielt zeitlich begrenzte Sessions mit Bildern und Videos ab, die aus Medienquellen stammen, die wir nicht selbst hosten (öffentliche Foren, ein Videohoster oder eine vom Betreiber bereitgestellte Bibliothek), auf Wunsch mit Anweisungen auf dem Bildschirm und einer Taktleiste. Alle Personas auf der Website sind frei erfunden.',
        'Premium schaltet weitere Stars, längere Sessions und Favoriten frei. Sie erhalten Premium durch eine einmalige Zahlung, einen Einlösecode, Empfehlungen oder ein Partnerangebot, wie auf der Premium-Seite beschrieben. [[Betreiber: Nennen Sie Ihren Preis, den Leistungsumfang eines Kaufs und Ihre Erstattungsregeln.]]',
      ],
    },
    {
      heading: 'Ihr Konto',
      paragraphs: [
        'Geben Sie Ihr Passwort nicht weiter und informieren Sie uns sofort, wenn Sie vermuten, dass jemand anderes Ihr Konto benutzt hat. Sie sind für alles verantwortlich, was über Ihr Konto geschieht.',
        'Sie können Ihr Konto jederzeit auf Ihrer Profilseite löschen. Was dabei gelöscht wird und was wir von Gesetzes wegen aufbewahren müssen, steht in der Datenschutzerklärung.',
      ],
    },
    {
      heading: 'Was nicht erlaubt ist',
      paragraphs: [
        'Nutzen Sie die Website nicht, um Inhalte zu suchen, zu teilen oder anzufordern, die eine Person unter 18 Jahren oder eine Person ohne deren Einwilligung zeigen oder die aus einem anderen Grund rechtswidrig sind. Versuchen Sie nicht, die Altersprüfung, Premium-Prüfungen, Anfragelimits oder andere Schutzmaßnahmen zu umgehen, die Website automatisiert auszulesen (Scraping) oder ihren Betrieb zu stören.',
        'Wir können ein Konto, das gegen diese Bedingungen verstößt, sperren oder schließen und rechtswidrige Inhalte den Behörden melden.',
      ],
    },
    {
      heading: 'Inhalte melden und entfernen lassen',
      paragraphs: [
        'Jeder Inhalt kann über den Session-Bildschirm oder Ihre Favoriten gemeldet werden, und jede Person (mit oder ohne Konto) kann auf der Seite „Inhalte entfernen lassen“ beantragen, dass ein Inhalt entfernt wird. Wir prüfen jede Meldung und entscheiden innerhalb von 7 Tagen; Inhalte, die wir entfernen, werden auf der gesamten Website gesperrt.',
      ],
    },
    {
      heading: 'Zahlungen',
      paragraphs: [
        'Zahlungen wickelt unser Zahlungsdienstleister ab; Ihre Kartennummer sehen wir nie. Abbuchungen erscheinen auf Ihrem Kontoauszug unter einer diskreten Bezeichnung. [[Betreiber: Nennen Sie den Zahlungsdienstleister und die Bezeichnung auf dem Kontoauszug.]]',
      ],
    },
    {
      heading: 'Keine Garantie und unsere Haftung',
      paragraphs: [
        'Wir stellen die Website so bereit, wie sie ist, und können nicht versprechen, dass sie immer verfügbar ist oder jede Quelle immer funktioniert. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann. [[Betreiber: Vervollständigen Sie diesen Abschnitt mit rechtlicher Beratung für Ihre Rechtsordnung.]]',
      ],
    },
    {
      heading: 'Änderungen und anwendbares Recht',
      paragraphs: [
        'Wir können diese Bedingungen aktualisieren; maßgeblich ist die Fassung auf dieser Seite, und wir bitten Sie erneut um Ihre Zustimmung, wenn eine Änderung für Sie von Bedeutung ist. Diese Bedingungen unterliegen dem Recht des folgenden Staates: {jurisdiction}. [[Betreiber: Nennen Sie die zuständigen Gerichte und etwaige verbraucherrechtliche Ausnahmen.]]',
      ],
    },
  ],
};

export default TERMS_TEXT_DE;
