import type { TermsText } from './termsText';

// Français. Registre : vous (comme l’interface). Espaces fines insécables (U+202F) avant : ; ? ! et dans « ».
// Ce texte fait foi pour qui le lit en français : rien n’y subordonne une autre version.
const TERMS_TEXT_FR: TermsText = {
  title: 'Conditions générales d’utilisation',
  sections: [
    {
      heading: 'Qui sommes-nous',
      paragraphs: [
        'StarSession est exploité par {operatorName}, {operatorAddress} (« nous »). Vous pouvez nous écrire à {operatorEmail}.',
        'Notre responsable de la protection des mineurs (Jugendschutzbeauftragter au sens du droit allemand) est {youthProtectionOfficer}.',
        'Les présentes conditions s’appliquent à toute personne qui utilise le site. En l’utilisant, ou en créant un compte, vous les acceptez. [[Exploitant : ajoutez votre numéro d’immatriculation et, le cas échéant, votre numéro de TVA et les coordonnées de votre autorité de contrôle.]]',
      ],
    },
    {
      heading: 'Réservé aux adultes',
      paragraphs: [
        'Le site présente du contenu sexuellement explicite. Vous ne pouvez l’utiliser que si vous avez au moins 18 ans et l’âge requis pour consulter ce type de contenu là où vous résidez, et uniquement là où sa consultation est légale. Nous pouvons vous demander une preuve de votre âge lorsque la loi l’exige.',
        'Ne laissez aucune personne de moins de 18 ans utiliser votre appareil ou votre compte pour accéder au site.',
      ],
    },
    {
      heading: 'En quoi consiste le service',
      paragraphs: [
        'StarSession diffuse des sessions minutées d’images et de vidéos provenant de sources que nous n’hébergeons pas nous-mêmes (forums publics, un hébergeur de vidéos ou une bibliothèque fournie par l’exploitant), avec, en option, des instructions à l’écran et une barre de rythme. Tous les personnages du site sont fictifs.',
        'Premium donne accès à davantage de stars, à des sessions plus longues et aux favoris. Vous pouvez l’obtenir par un paiement unique, un code d’activation, des parrainages ou une offre partenaire, comme le décrit la page Premium. [[Exploitant : indiquez votre prix, ce que comprend un achat et votre politique de remboursement.]]',
      ],
    },
    {
      heading: 'Votre compte',
      paragraphs: [
        'Gardez votre mot de passe pour vous et prévenez-nous immédiatement si vous pensez que quelqu’un d’autre a utilisé votre compte. Vous êtes responsable de ce qui est fait au moyen de votre compte.',
        'Vous pouvez supprimer votre compte à tout moment depuis votre page de profil. Ce qui est supprimé et ce que la loi nous oblige à conserver est décrit dans la Politique de confidentialité.',
      ],
    },
    {
      heading: 'Ce que vous ne devez pas faire',
      paragraphs: [
        'N’utilisez pas le site pour rechercher, partager ou demander du contenu montrant une personne de moins de 18 ans, une personne qui n’y a pas consenti, ou tout autre contenu illégal. N’essayez pas de contourner la vérification de l’âge, les contrôles Premium, les limites de requêtes ou d’autres protections, d’extraire le contenu du site de manière automatisée (scraping) ni d’en perturber le fonctionnement.',
        'Nous pouvons suspendre ou fermer un compte qui enfreint les présentes conditions, et signaler tout contenu illégal aux autorités.',
      ],
    },
    {
      heading: 'Signaler et retirer du contenu',
      paragraphs: [
        'Chaque élément peut être signalé depuis l’écran de session ou vos favoris, et toute personne (avec ou sans compte) peut demander le retrait d’un élément sur la page Retrait de contenu. Nous examinons chaque signalement et statuons dans un délai de 7 jours ; les éléments que nous retirons sont bloqués partout sur le site.',
      ],
    },
    {
      heading: 'Paiements',
      paragraphs: [
        'Les paiements sont encaissés par notre prestataire de paiement ; nous ne voyons jamais votre numéro de carte. Les débits apparaissent sur votre relevé sous un libellé discret. [[Exploitant : nommez le prestataire et le libellé de facturation.]]',
      ],
    },
    {
      heading: 'Absence de garantie et notre responsabilité',
      paragraphs: [
        'Nous fournissons le site en l’état et ne pouvons pas garantir qu’il sera toujours disponible ni que chaque source fonctionnera toujours. Rien dans les présentes conditions ne limite une responsabilité qui ne peut pas être limitée par la loi. [[Exploitant : complétez cette section pour votre juridiction, avec l’aide d’un conseil juridique.]]',
      ],
    },
    {
      heading: 'Modifications et droit applicable',
      paragraphs: [
        'Nous pouvons mettre à jour les présentes conditions ; la version en vigueur est celle qui figure sur cette page, et nous vous demanderons de les accepter à nouveau lorsqu’une modification vous concerne de manière importante. Les présentes conditions sont régies par le droit de l’État suivant : {jurisdiction}. [[Exploitant : désignez les tribunaux compétents et les éventuelles exceptions prévues par le droit de la consommation.]]',
      ],
    },
  ],
};

export default TERMS_TEXT_FR;
