import type { RemovalText } from './removalText';

// Italiano. Registro: tu, come nell’interfaccia, in tutto il testo. Virgolette «…».
// Questo testo vincola chi lo legge in italiano: nulla lo subordina a un’altra versione.
const REMOVAL_TEXT_IT: RemovalText = {
  title: 'Rimozione di contenuti',
  sections: [
    {
      heading: 'Chiedici di rimuovere un elemento',
      paragraphs: [
        'Se un’immagine o un video su StarSession ti ritrae e vuoi che venga rimosso, se mostra una persona che sembra avere meno di 18 anni, se è stato condiviso senza consenso o se è illegale per un altro motivo, comunicacelo con il modulo qui sotto. Non ti serve un account e non devi dirci chi sei.',
        'Indica l’indirizzo dell’elemento (aprilo in una nuova scheda e copia l’indirizzo, oppure usa quello del post da cui proviene). Sul sito stesso, il pulsante Segnala presente in ogni riquadro della sessione e nei tuoi preferiti fa la stessa cosa.',
      ],
    },
    {
      heading: 'Cosa succede dopo',
      paragraphs: [
        'Ogni richiesta entra nella nostra coda di revisione. Quella di una persona ritratta che non ha dato il consenso passa per prima, e la decidiamo entro 48 ore; ogni altra richiesta entro 7 giorni, prima per tutto ciò che potrebbe mostrare un minore. Quando rimuoviamo un elemento, viene bloccato ovunque su StarSession: in ogni sessione, elenco, immagine delle card e video. Conserviamo traccia di ogni richiesta e decisione e le comunichiamo ogni mese al nostro fornitore dei pagamenti, senza il tuo indirizzo di contatto.',
        'StarSession non ospita direttamente la maggior parte dei contenuti: mostra elementi provenienti da fonti pubbliche. Rimuovere un elemento qui non lo rimuove dalla sua fonte; se ci lasci un indirizzo di contatto, ti diremo a chi rivolgerti. [[Gestore: aggiungi il tuo agente designato e i dati della procedura di notifica e rimozione (ad es. contatto DMCA o punto di contatto ai sensi del Digital Services Act dell’UE).]]',
        'Per qualsiasi urgenza, o se sei la persona ritratta, puoi anche scrivere a {operatorEmail}.',
      ],
    },
  ],
};

export default REMOVAL_TEXT_IT;
