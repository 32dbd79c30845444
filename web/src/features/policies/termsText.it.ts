import type { TermsText } from './termsText';

// Italiano. Registro: tu, come nell’interfaccia, in tutto il testo. Virgolette «…».
// Questo testo vincola chi lo legge in italiano: nulla lo subordina a un’altra versione.
const TERMS_TEXT_IT: TermsText = {
  title: 'Termini di servizio',
  sections: [
    {
      heading: 'Chi siamo',
      paragraphs: [
        'StarSession è gestito da {operatorName}, {operatorAddress} («noi»). Puoi scriverci all’indirizzo {operatorEmail}.',
        'Il nostro responsabile per la tutela dei minori (Jugendschutzbeauftragter ai sensi della legge tedesca) è {youthProtectionOfficer}.',
        'I presenti termini si applicano a chiunque utilizzi il sito. Utilizzandolo, o creando un account, li accetti. [[Gestore: aggiungi il numero di iscrizione al registro delle imprese e, ove richiesto, la partita IVA e i dati dell’autorità di vigilanza.]]',
      ],
    },
    {
      heading: 'Solo per adulti',
      paragraphs: [
        'Il sito mostra materiale sessualmente esplicito. Puoi utilizzarlo solo se hai almeno 18 anni e l’età richiesta per vedere questo tipo di materiale nel luogo in cui vivi, e solo dove vederlo è legale. Possiamo chiederti una prova dell’età quando la legge lo richiede.',
        'Non permettere a nessun minore di 18 anni di usare il tuo dispositivo o il tuo account per accedere al sito.',
      ],
    },
    {
      heading: 'Che cos’è il servizio',
      paragraphs: [
        'StarSession riproduce sessioni a tempo di immagini e video provenienti da fonti che non ospitiamo noi (forum pubblici, un servizio di hosting video o una libreria fornita dal gestore), con istruzioni a schermo e una barra del ritmo facoltative. Tutti i personaggi del sito sono immaginari.',
        'Premium sblocca più star, sessioni più lunghe e i preferiti. Puoi ottenerlo con un pagamento una tantum, un codice da riscattare, invitando altre persone o con l’offerta di un partner, come descritto nella pagina Premium. [[Gestore: indica il prezzo, cosa include un acquisto e la tua politica di rimborso.]]',
      ],
    },
    {
      heading: 'Il tuo account',
      paragraphs: [
        'Non rivelare a nessuno la tua password e avvisaci subito se pensi che qualcun altro abbia usato il tuo account. Sei responsabile di ciò che avviene tramite il tuo account.',
        'Puoi eliminare il tuo account in qualsiasi momento dalla tua pagina del profilo. Cosa viene eliminato e cosa la legge ci obbliga a conservare è indicato nell’Informativa sulla privacy.',
      ],
    },
    {
      heading: 'Cosa non devi fare',
      paragraphs: [
        'Non usare il sito per cercare, condividere o richiedere materiale che mostri minori di 18 anni, persone che non hanno dato il loro consenso o qualsiasi altra cosa illegale. Non tentare di aggirare la verifica dell’età, i controlli Premium, i limiti di richieste o altre protezioni, di estrarre automaticamente i contenuti del sito (scraping) o di comprometterne il funzionamento.',
        'Possiamo sospendere o chiudere un account che viola i presenti termini e segnalare il materiale illegale alle autorità.',
      ],
    },
    {
      heading: 'Segnalare e rimuovere contenuti',
      paragraphs: [
        'Ogni elemento può essere segnalato dalla schermata della sessione o dai tuoi preferiti, e chiunque (con o senza account) può chiedere la rimozione di un elemento nella pagina Rimozione di contenuti. Esaminiamo ogni segnalazione e decidiamo entro 7 giorni; gli elementi che rimuoviamo vengono bloccati in tutto il sito.',
      ],
    },
    {
      heading: 'Pagamenti',
      paragraphs: [
        'I pagamenti sono incassati dal nostro fornitore di servizi di pagamento; non vediamo mai il numero della tua carta. Gli addebiti compaiono sul tuo estratto conto con una descrizione discreta. [[Gestore: indica il fornitore dei pagamenti e la descrizione che compare sull’estratto conto.]]',
      ],
    },
    {
      heading: 'Nessuna garanzia e nostra responsabilità',
      paragraphs: [
        'Forniamo il sito così com’è e non possiamo promettere che sarà sempre disponibile o che ogni fonte funzionerà sempre. Nulla nei presenti termini limita una responsabilità che per legge non può essere limitata. [[Gestore: completa questa sezione per il tuo ordinamento con una consulenza legale.]]',
      ],
    },
    {
      heading: 'Modifiche e legge applicabile',
      paragraphs: [
        'Possiamo aggiornare i presenti termini; la versione in vigore è quella pubblicata in questa pagina e ti chiederemo di accettarli di nuovo quando una modifica ti riguarda in modo rilevante. I presenti termini sono regolati dalla legge del seguente Stato: {jurisdiction}. [[Gestore: indica il foro competente e le eventuali eccezioni previste dalla normativa a tutela dei consumatori.]]',
      ],
    },
  ],
};

export default TERMS_TEXT_IT;
