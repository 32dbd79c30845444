import type { PrivacyText } from './privacyText';

// Français. Registre : vous (comme l’interface). Espaces fines insécables (U+202F) avant : ; ? ! et dans « ».
// Ce texte fait foi pour qui le lit en français : rien n’y subordonne une autre version.
const PRIVACY_TEXT_FR: PrivacyText = {
  title: 'Politique de confidentialité',
  sections: [
    {
      heading: 'Qui est responsable',
      paragraphs: [
        '{operatorName}, {operatorAddress}, est le responsable du traitement des données personnelles décrites ici. Contact : {operatorEmail}. [[Exploitant : ajoutez votre délégué à la protection des données ou votre représentant dans l’UE ou au Royaume-Uni si vous devez en désigner un.]]',
        'Ce que vous faites sur un site pour adultes révèle quelque chose de votre vie sexuelle. Au sens du RGPD, il s’agit d’une catégorie particulière de données : nous ne les utilisons donc qu’avec votre consentement explicite, donné lors de la création de votre compte, et nous n’en conservons que ce dont le service a besoin.',
      ],
    },
    {
      heading: 'Ce que nous conservons à votre sujet',
      paragraphs: [
        'Compte : votre adresse e-mail, un identifiant d’utilisateur, un nom d’utilisateur facultatif, le fait que votre adresse e-mail soit vérifiée ou non, et la date de création du compte. Si vous vous connectez avec Google, nous recevons de Google votre adresse e-mail et l’identifiant de votre compte Google.',
        'Preuve du consentement : la date à laquelle vous avez accepté les Conditions et la présente Politique, et la version que vous avez acceptée.',
        'Préférences : vos réglages de session par défaut et le texte de personnalisation facultatif que vous rédigez pour les instructions.',
        'Favoris (Premium) : les éléments que vous enregistrez, avec l’adresse du média, sa source et le moment où vous l’avez enregistré.',
        'Sessions : les heures de début et de fin de chaque session, qui servent à comptabiliser les parrainages et à empêcher les abus.',
        'Parrainages : qui vous a parrainé et qui vous avez parrainé ; la personne qui parraine ne voit qu’un nombre. Pour qu’une même adresse e-mail ne soit pas comptée deux fois, nous en conservons une empreinte à sens unique (hachage).',
        'Premium et achats : la façon dont vous avez obtenu Premium (achat, code, parrainage ou offre), les numéros de commande, les montants et leur statut tels que le prestataire de paiement les communique. Nous ne voyons jamais votre numéro de carte.',
        'Vérification de l’âge : lorsque la loi exige une preuve de l’âge, un cookie qui enregistre que la vérification a été réussie (et non les documents ou images utilisés pour celle-ci). [[Exploitant : nommez le prestataire de vérification de l’âge et indiquez ce qu’il conserve.]]',
        'Signalements : un signalement ou une demande de retrait contient l’élément visé, le motif et votre texte, ainsi que l’adresse de contact que vous avez choisi de donner. Nous n’enregistrons pas qui l’a envoyé.',
        'Journaux de sécurité : des compteurs de requêtes par utilisateur et par adresse réseau (enregistrés sous forme d’empreintes à sens unique et supprimés en quelques heures), et un journal des actions refusées ou sensibles, comme une modification du statut Premium, conservé pendant [[Exploitant : durée de conservation]].',
      ],
    },
    {
      heading: 'Ce qui reste dans votre navigateur',
      paragraphs: [
        'Votre navigateur conserve : le moment où vous avez confirmé avoir 18 ans ou plus, un identifiant aléatoire de ce navigateur (pour limiter les inscriptions par appareil), votre état de connexion, le temps passé sur le site, un lien de parrainage que vous avez ouvert, vos choix de son et de configuration, et des images de cartes en cache. Vous pouvez les effacer à tout moment dans les paramètres de votre navigateur.',
        'Vos propres médias : les images, gifs et vidéos que vous ajoutez à une session depuis votre appareil ne le quittent jamais. La session les affiche directement depuis votre navigateur ; ils ne sont ni téléversés ni transmis, ni à nous ni à qui que ce soit, et sont oubliés lorsque vous fermez ou rechargez l’onglet. Ce n’est que si vous cochez « Mémoriser » que ce navigateur garde l’accès à ce seul dossier (pas à ses fichiers) pour votre prochaine visite, et il vous redemande alors votre autorisation ; choisissez « Oublier ce dossier » pour le retirer.',
      ],
    },
    {
      heading: 'Qui d’autre reçoit des données',
      paragraphs: [
        'Hébergement, base de données et connexion : Google Firebase (Google Cloud). Instructions : si elles sont activées, la star, les réglages de votre session et votre texte de personnalisation sont envoyés à un fournisseur de textes par IA pour rédiger les lignes affichées à l’écran. Paiements : le prestataire de paiement. Publicité : les sessions gratuites affichent les publicités d’un réseau publicitaire, qui reçoit l’adresse réseau et l’agent utilisateur (user agent) de votre navigateur. Médias : les images et vidéos se chargent depuis leurs sources, qui voient votre adresse réseau. [[Exploitant : indiquez chaque prestataire par son nom, son pays et les garanties encadrant les transferts hors de l’EEE et du Royaume-Uni.]]',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'Sur votre page de profil, vous pouvez télécharger sous forme de fichier tout ce que nous conservons sur votre compte, et supprimer votre compte. La suppression efface votre compte, votre profil, vos préférences, vos favoris, vos sessions, vos données de parrainage et la preuve de votre consentement. Les données de paiement que la loi nous oblige à conserver restent, votre identifiant d’utilisateur y étant remplacé par un identifiant aléatoire ; la personne qui vous a parrainé conserve son décompte.',
        'Vous pouvez aussi nous demander de rectifier des données, d’en limiter l’utilisation ou vous opposer à celle-ci, et retirer votre consentement à tout moment (en supprimant votre compte). Vous pouvez introduire une réclamation auprès d’une autorité de protection des données. Écrivez à {operatorEmail} ; nous répondons dans un délai d’un mois. Les résidents de Californie disposent des mêmes droits d’accès et de suppression, et nous ne vendons ni ne partageons de données personnelles.',
      ],
    },
    {
      heading: 'Durée de conservation',
      paragraphs: [
        'Les données du compte, jusqu’à ce que vous le supprimiez. Les compteurs de requêtes, quelques heures. Les signalements et les décisions prises, pendant [[Exploitant : durée de conservation, p. ex. 3 ans pour les registres du prestataire de paiement]]. Les données de paiement, aussi longtemps que le droit fiscal et comptable l’exige [[Exploitant : durée]].',
      ],
    },
    {
      heading: 'Modifications',
      paragraphs: [
        'Lorsque la présente politique change d’une manière qui vous concerne, nous vous redemanderons votre consentement avant de poursuivre.',
      ],
    },
  ],
};

export default PRIVACY_TEXT_FR;
