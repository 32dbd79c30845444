import type { RecordsText } from './recordsText';

// Français. Registre : vous (comme l’interface). Espaces fines insécables (U+202F) avant : ; ? ! et dans « ».
// Ce texte fait foi pour qui le lit en français : rien n’y subordonne une autre version.
const RECORDS_TEXT_FR: RecordsText = {
  title: 'Déclaration de tenue des registres (18 U.S.C. § 2257)',
  sections: [
    {
      heading: 'Toute personne représentée est majeure',
      paragraphs: [
        'Toute personne qui apparaît dans les médias que {operatorName} produit ou héberge sur StarSession avait 18 ans ou plus au moment de leur réalisation.',
        'Un vérificateur examine chaque élément avant que quiconque ne le voie, et ne le publie que si chaque personne qui y apparaît a une fiche chez nous : une vérification de sa pièce d’identité montrant qu’elle a 18 ans ou plus, et son consentement signé à l’enregistrement et à la publication sur ce service. Un consentement retiré retire tous les éléments de cette personne.',
      ],
    },
    {
      heading: 'Responsable des registres',
      paragraphs: [
        'Les registres exigés par le 18 U.S.C. § 2257 et le 28 C.F.R. Part 75 pour ces médias sont tenus par le responsable des registres : {recordsCustodian}, {recordsAddress}.',
        'Les médias que StarSession affiche depuis des sources publiques tierces ne sont ni produits ni hébergés par {operatorName} ; leurs producteurs en tiennent les registres. [[Opérateur : confirmez avec votre conseil les médias que couvre cette déclaration et toute exemption applicable.]]',
      ],
    },
    {
      heading: 'Questions et retrait',
      paragraphs: [
        'Adressez vos questions sur cette déclaration à {operatorEmail}. Si vous apparaissez dans un élément sans votre consentement, ou si un élément peut montrer un mineur, utilisez la page de retrait de contenu : ces demandes passent en tête de notre file.',
      ],
    },
  ],
};

export default RECORDS_TEXT_FR;
