import type { RemovalText } from './removalText';

// Français. Registre : vous (comme l’interface). Espaces fines insécables (U+202F) avant : ; ? ! et dans « ».
// Ce texte fait foi pour qui le lit en français : rien n’y subordonne une autre version.
const REMOVAL_TEXT_FR: RemovalText = {
  title: 'Retrait de contenu',
  sections: [
    {
      heading: 'Nous demander de retirer un élément',
      paragraphs: [
        'Si une image ou une vidéo sur StarSession vous montre et que vous souhaitez qu’elle soit retirée, si elle montre une personne qui semble avoir moins de 18 ans, si elle a été partagée sans consentement ou si elle est illégale pour une autre raison, signalez-le-nous au moyen du formulaire ci-dessous. Vous n’avez pas besoin de compte, et vous n’avez pas à nous dire qui vous êtes.',
        'Indiquez l’adresse de l’élément (ouvrez-le dans un nouvel onglet et copiez l’adresse, ou utilisez celle de la publication d’où il provient). Sur le site lui-même, le bouton Signaler de chaque panneau de session et de vos favoris a le même effet.',
      ],
    },
    {
      heading: 'Ce qui se passe ensuite',
      paragraphs: [
        'Chaque demande rejoint notre file d’examen. Celle d’une personne représentée qui n’a pas donné son accord passe en premier, et nous statuons sur elle dans un délai de 48 heures ; sur toute autre demande dans un délai de 7 jours, plus rapidement pour tout ce qui pourrait montrer un mineur. Lorsque nous retirons un élément, il est bloqué partout sur StarSession : dans chaque session, liste, image de carte et vidéo. Nous conservons une trace de chaque demande et de chaque décision et les communiquons chaque mois à notre prestataire de paiement, sans votre adresse de contact.',
        'StarSession n’héberge pas lui-même la plupart des médias : il affiche des éléments issus de sources publiques. Retirer un élément ici ne le retire pas de sa source ; si vous laissez une adresse de contact, nous vous indiquerons à qui vous adresser pour cela. [[Exploitant : ajoutez votre agent désigné et les modalités de notification et de retrait (p. ex. contact DMCA ou point de contact au titre du règlement européen sur les services numériques).]]',
        'En cas d’urgence, ou si vous êtes la personne représentée, vous pouvez aussi écrire à {operatorEmail}.',
      ],
    },
  ],
};

export default REMOVAL_TEXT_FR;
