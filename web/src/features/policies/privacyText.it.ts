import type { PrivacyText } from './privacyText';

// Italiano. Registro: tu, come nell’interfaccia, in tutto il testo. Virgolette «…».
// Questo testo vincola chi lo legge in italiano: nulla lo subordina a un’altra versione.
const PRIVACY_TEXT_IT: PrivacyText = {
  title: 'Informativa sulla privacy',
  sections: [
    {
      heading: 'Chi è il titolare',
      paragraphs: [
        '{operatorName}, {operatorAddress}, è il titolare del trattamento dei dati personali qui descritti. Contatto: {operatorEmail}. [[Gestore: aggiungi il responsabile della protezione dei dati o il rappresentante nell’UE o nel Regno Unito, se devi designarne uno.]]',
        'Ciò che fai su un sito per adulti dice qualcosa della tua vita sessuale. Secondo il GDPR si tratta di una categoria particolare di dati: per questo li usiamo solo con il tuo consenso esplicito, che dai quando crei un account, e ne conserviamo il minimo indispensabile al servizio.',
      ],
    },
    {
      heading: 'Quali dati conserviamo su di te',
      paragraphs: [
        'Account: il tuo indirizzo email, un identificativo utente, un nome utente facoltativo, se il tuo indirizzo email è verificato e quando è stato creato l’account. Se accedi con Google, riceviamo da Google il tuo indirizzo email e l’identificativo del tuo account Google.',
        'Registrazione del consenso: quando hai accettato i Termini e la presente Informativa, e quale versione hai accettato.',
        'Preferenze: le impostazioni predefinite delle tue sessioni e il testo di personalizzazione facoltativo che scrivi per le istruzioni.',
        'Preferiti (Premium): gli elementi che salvi, con l’indirizzo del contenuto, la fonte e il momento in cui li hai salvati.',
        'Sessioni svolte: quando ogni sessione è iniziata e terminata; ci serve per contare gli inviti e per prevenire gli abusi.',
        'Inviti: chi ti ha invitato e chi hai invitato tu; chi invita vede solo un numero. Per evitare che lo stesso indirizzo email venga contato due volte, ne conserviamo un hash unidirezionale.',
        'Premium e acquisti: come hai ottenuto Premium (acquisto, codice, inviti od offerta), i numeri d’ordine, gli importi e il loro stato come li comunica il fornitore dei pagamenti. Non vediamo mai il numero della tua carta.',
        'Verifica dell’età: dove la legge richiede una prova dell’età, un cookie che registra il superamento della verifica (non i documenti o le immagini usati per effettuarla). [[Gestore: indica il fornitore della verifica dell’età e cosa conserva.]]',
        'Segnalazioni: una segnalazione o una richiesta di rimozione contiene l’elemento indicato, il motivo e il tuo testo, oltre all’indirizzo di contatto che hai scelto di fornire. Non registriamo chi l’ha inviata.',
        'Registri di sicurezza: contatori delle richieste per utente e per indirizzo di rete (conservati come hash unidirezionali ed eliminati entro poche ore) e un registro delle azioni rifiutate o sensibili, come una modifica dello stato Premium, conservato per [[Gestore: periodo di conservazione]].',
      ],
    },
    {
      heading: 'Cosa resta nel tuo browser',
      paragraphs: [
        'Il tuo browser conserva: quando hai confermato di avere almeno 18 anni, un identificativo casuale di questo browser (per limitare le registrazioni per dispositivo), il tuo stato di accesso, il tempo trascorso sul sito, un link di invito che hai aperto, le tue scelte di audio e di configurazione e le immagini delle card memorizzate nella cache. Puoi cancellarli in qualsiasi momento dalle impostazioni del browser.',
        'I tuoi file multimediali: le immagini, le gif e i video che aggiungi a una sessione dal tuo dispositivo non lo lasciano mai. La sessione li mostra direttamente dal tuo browser; non vengono caricati, non vengono inviati né a noi né ad altri e vengono dimenticati quando chiudi o ricarichi la scheda. Solo se spunti «Ricorda» questo browser mantiene l’accesso a quella sola cartella (non ai suoi file) per la tua prossima visita, e in quel momento ti chiede di nuovo l’autorizzazione; scegli «Dimentica questa cartella» per rimuoverla.',
      ],
    },
    {
      heading: 'Chi altro riceve i dati',
      paragraphs: [
        'Hosting, database e accesso: Google Firebase (Google Cloud). Istruzioni: se attivate, la star, le impostazioni della tua sessione e il tuo testo di personalizzazione vengono inviati a un fornitore di testi basati sull’IA per scrivere le frasi mostrate a schermo. Pagamenti: il fornitore dei pagamenti. Pubblicità: le sessioni gratuite mostrano annunci di una rete pubblicitaria, che riceve l’indirizzo di rete e lo user agent del tuo browser. Contenuti multimediali: le immagini e i video vengono caricati dalle rispettive fonti, che vedono il tuo indirizzo di rete. [[Gestore: indica ogni fornitore per nome, il suo Paese e le garanzie per i trasferimenti al di fuori del SEE e del Regno Unito.]]',
      ],
    },
    {
      heading: 'I tuoi diritti',
      paragraphs: [
        'Dalla tua pagina del profilo puoi scaricare in un file tutto ciò che conserviamo sul tuo account ed eliminare l’account. L’eliminazione cancella il tuo account, il profilo, le preferenze, i preferiti, le sessioni svolte, i dati degli inviti e la registrazione del consenso. I dati di pagamento che la legge ci impone di conservare restano, con il tuo identificativo utente sostituito da uno casuale; la persona che ti ha invitato mantiene il suo conteggio.',
        'Puoi anche chiederci di rettificare i dati, di limitarne l’uso o di opporti al loro utilizzo, e revocare il consenso in qualsiasi momento (eliminando il tuo account). Puoi proporre reclamo a un’autorità per la protezione dei dati. Scrivi a {operatorEmail}; rispondiamo entro un mese. I residenti in California hanno gli stessi diritti di accesso e di cancellazione, e non vendiamo né condividiamo dati personali.',
      ],
    },
    {
      heading: 'Per quanto tempo li conserviamo',
      paragraphs: [
        'I dati dell’account fino a quando non elimini l’account. I contatori delle richieste per alcune ore. Le segnalazioni e le relative decisioni per [[Gestore: periodo di conservazione, ad es. 3 anni per i registri del fornitore dei pagamenti]]. I dati di pagamento per tutto il tempo richiesto dalla normativa fiscale e contabile [[Gestore: periodo]].',
      ],
    },
    {
      heading: 'Modifiche',
      paragraphs: [
        'Se la presente informativa cambia in un modo per te rilevante, ti chiederemo di nuovo il consenso prima di proseguire.',
      ],
    },
  ],
};

export default PRIVACY_TEXT_IT;
