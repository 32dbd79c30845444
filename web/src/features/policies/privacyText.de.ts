import type { PrivacyText } from './privacyText';

// Deutsch. Anrede: Sie, wie in Rechtstexten üblich (die Oberfläche duzt: „du“). Anführungszeichen „…“.
// Dieser Text ist für Leserinnen und Leser auf Deutsch verbindlich: Nichts darin stellt ihn hinter eine andere Fassung.
const PRIVACY_TEXT_DE: PrivacyText = {
  title: 'Datenschutzerklärung',
  sections: [
    {
      heading: 'Wer verantwortlich ist',
      paragraphs: [
        '{operatorName}, {operatorAddress}, ist Verantwortlicher für die Verarbeitung der hier beschriebenen personenbezogenen Daten. Kontakt: {operatorEmail}. [[Betreiber: Ergänzen Sie Ihren Datenschutzbeauftragten oder Ihren Vertreter in der EU bzw. im Vereinigten Königreich, falls Sie einen benötigen.]]',
        'Was Sie auf einer Website für Erwachsene tun, sagt etwas über Ihr Sexualleben aus. Nach der DSGVO gehört das zu den besonderen Kategorien personenbezogener Daten; wir verarbeiten diese Daten daher nur mit Ihrer ausdrücklichen Einwilligung, die Sie beim Anlegen eines Kontos erteilen, und speichern nur so wenig, wie der Dienst benötigt.',
      ],
    },
    {
      heading: 'Was wir über Sie speichern',
      paragraphs: [
        'Konto: Ihre E-Mail-Adresse, eine Nutzer-ID, einen optionalen Benutzernamen, ob Ihre E-Mail-Adresse bestätigt ist und wann das Konto angelegt wurde. Wenn Sie sich mit Google anmelden, erhalten wir von Google Ihre E-Mail-Adresse und die ID Ihres Google-Kontos.',
        'Einwilligungsnachweis: wann Sie den Bedingungen und dieser Erklärung zugestimmt haben und welcher Fassung.',
        'Einstellungen: Ihre Standardeinstellungen für Sessions und den optionalen Personalisierungstext, den Sie für die Anweisungen schreiben.',
        'Favoriten (Premium): die Inhalte, die Sie speichern, mit ihrer Medienadresse, ihrer Quelle und dem Zeitpunkt des Speicherns.',
        'Sessions: wann jede Session begonnen und geendet hat; damit zählen wir Empfehlungen und verhindern Missbrauch.',
        'Empfehlungen: wer Sie geworben hat und wen Sie geworben haben; die werbende Person sieht nur eine Anzahl. Damit dieselbe E-Mail-Adresse nicht zweimal gezählt wird, speichern wir einen Einweg-Hash davon.',
        'Premium und Käufe: wie Sie Premium erhalten haben (Kauf, Code, Empfehlung oder Angebot), Bestellnummern, Beträge und deren Status, wie der Zahlungsdienstleister ihn meldet. Ihre Kartennummer sehen wir nie.',
        'Altersprüfung: wo das Gesetz einen Altersnachweis verlangt, ein Cookie, das festhält, dass die Prüfung bestanden wurde (nicht die dafür verwendeten Dokumente oder Bilder). [[Betreiber: Nennen Sie den Anbieter der Altersprüfung und was er speichert.]]',
        'Meldungen: Eine Meldung oder ein Entfernungsantrag enthält den betroffenen Inhalt, den Grund und Ihren Text sowie die Kontaktadresse, die Sie freiwillig angegeben haben. Wer sie gesendet hat, speichern wir nicht.',
        'Sicherheitsdaten: Zähler für Anfragen pro Nutzer und pro Netzwerkadresse (als Einweg-Hashes gespeichert und innerhalb von Stunden gelöscht) sowie ein Protokoll abgelehnter oder sensibler Vorgänge, etwa einer Änderung des Premium-Status, das für [[Betreiber: Aufbewahrungsdauer]] aufbewahrt wird.',
      ],
    },
    {
      heading: 'Was in Ihrem Browser bleibt',
      paragraphs: [
        'Ihr Browser speichert: wann Sie bestätigt haben, dass Sie mindestens 18 Jahre alt sind, eine zufällige Kennung dieses Browsers (um Registrierungen pro Gerät zu begrenzen), Ihren Anmeldestatus, die auf der Website verbrachte Zeit, einen Empfehlungslink, den Sie geöffnet haben, Ihre Ton- und Einrichtungsauswahl sowie zwischengespeicherte Kartenbilder. Sie können diese Daten jederzeit in Ihren Browsereinstellungen löschen.',
        'Ihre eigenen Medien: Bilder, GIFs und Videos, die Sie einer Session von Ihrem Gerät hinzufügen, verlassen es nie. Die Session zeigt sie direkt aus Ihrem Browser; sie werden nicht hochgeladen, weder an uns noch an andere gesendet und vergessen, sobald Sie den Tab schließen oder neu laden. Nur wenn Sie „Merken“ ankreuzen, behält dieser Browser für Ihren nächsten Besuch den Zugriff auf diesen einen Ordner (nicht auf seine Dateien) und fragt Sie dann erneut um Erlaubnis; wählen Sie „Diesen Ordner vergessen“, um ihn zu entfernen.',
      ],
    },
    {
      heading: 'Wer außerdem Daten erhält',
      paragraphs: [
        'Hosting, Datenbank und Anmeldung: Google Firebase (Google Cloud). Anweisungen: Wenn sie aktiviert sind, werden der Star, Ihre Session-Einstellungen und Ihr Personalisierungstext an einen KI-Textanbieter gesendet, der die Zeilen auf dem Bildschirm schreibt. Zahlungen: der Zahlungsdienstleister. Werbung: Kostenlose Sessions zeigen Werbung eines Werbenetzwerks, das die Netzwerkadresse und den User-Agent Ihres Browsers erhält. Medien: Bilder und Videos werden von ihren Quellen geladen, die Ihre Netzwerkadresse sehen. [[Betreiber: Nennen Sie jeden Anbieter mit Namen und Land sowie die Garantien für Übermittlungen außerhalb des EWR bzw. des Vereinigten Königreichs.]]',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Auf Ihrer Profilseite können Sie alles, was wir zu Ihrem Konto speichern, als Datei herunterladen und Ihr Konto löschen. Beim Löschen werden Ihr Konto, Ihr Profil, Ihre Einstellungen, Favoriten, Sessions, Empfehlungseinträge und der Einwilligungsnachweis entfernt. Zahlungsdaten, die wir von Gesetzes wegen aufbewahren müssen, bleiben erhalten, wobei Ihre Nutzer-ID durch eine zufällige ID ersetzt wird; die Person, die Sie geworben hat, behält ihre Anzahl.',
        'Sie können uns außerdem auffordern, Daten zu berichtigen, ihre Verarbeitung einzuschränken oder ihr zu widersprechen, und Ihre Einwilligung jederzeit widerrufen (indem Sie Ihr Konto löschen). Sie können sich bei einer Datenschutzaufsichtsbehörde beschweren. Schreiben Sie an {operatorEmail}; wir antworten innerhalb eines Monats. Einwohner Kaliforniens haben dieselben Rechte auf Auskunft und Löschung, und wir verkaufen oder teilen keine personenbezogenen Daten.',
      ],
    },
    {
      heading: 'Wie lange wir Daten speichern',
      paragraphs: [
        'Kontodaten, bis Sie das Konto löschen. Anfragezähler für einige Stunden. Meldungen und die Entscheidungen darüber für [[Betreiber: Aufbewahrungsdauer, z. B. 3 Jahre für die Unterlagen des Zahlungsdienstleisters]]. Zahlungsdaten so lange, wie es das Steuer- und Handelsrecht verlangt [[Betreiber: Dauer]].',
      ],
    },
    {
      heading: 'Änderungen',
      paragraphs: [
        'Wenn sich diese Erklärung in einer für Sie wichtigen Weise ändert, bitten wir Sie erneut um Ihre Einwilligung, bevor es weitergeht.',
      ],
    },
  ],
};

export default PRIVACY_TEXT_DE;
