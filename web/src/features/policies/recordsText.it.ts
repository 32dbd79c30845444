import type { RecordsText } from './recordsText';

// Italiano. Registro: tu, come nell’interfaccia, in tutto il testo. Virgolette «…».
// Questo testo vincola chi lo legge in italiano: nulla lo subordina a un’altra versione.
const RECORDS_TEXT_IT: RecordsText = {
  title: 'Dichiarazione sulla conservazione dei registri (18 U.S.C. § 2257)',
  sections: [
    {
      heading: 'Ogni persona ritratta è maggiorenne',
      paragraphs: [
        'Ogni persona che compare nei contenuti che {operatorName} produce od ospita su StarSession aveva almeno 18 anni al momento della registrazione.',
        'Un revisore esamina ogni elemento prima che chiunque altro lo veda, e lo pubblica solo quando ogni persona ritratta ha una scheda presso di noi: una verifica del documento d’identità che mostra che ha almeno 18 anni, e il suo consenso firmato alla registrazione e alla pubblicazione su questo servizio. Se il consenso viene revocato, tutti gli elementi di quella persona vengono ritirati.',
      ],
    },
    {
      heading: 'Custode dei registri',
      paragraphs: [
        'I registri richiesti dal 18 U.S.C. § 2257 e dal 28 C.F.R. Part 75 per questi contenuti sono conservati dal custode dei registri: {recordsCustodian}, {recordsAddress}.',
        'I contenuti che StarSession mostra da fonti pubbliche di terzi non sono prodotti né ospitati da {operatorName}; i registri relativi li conservano i loro produttori. [[Operatore: verifica con il tuo consulente legale quali contenuti copre questa dichiarazione e quali esenzioni si applicano.]]',
      ],
    },
    {
      heading: 'Domande e rimozione',
      paragraphs: [
        'Invia le domande su questa dichiarazione a {operatorEmail}. Se compari in un elemento senza il tuo consenso, o se un elemento può mostrare un minore, usa la pagina di rimozione dei contenuti: queste richieste passano in cima alla nostra coda.',
      ],
    },
  ],
};

export default RECORDS_TEXT_IT;
