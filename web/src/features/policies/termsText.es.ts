import type { TermsText } from './termsText';

// Español (España). Tratamiento: tú, como en la interfaz, en todo el texto. Comillas «…».
// Este texto vincula a quien lo lee en español: nada en él lo subordina a otra versión.
const TERMS_TEXT_ES: TermsText = {
  title: 'Condiciones del servicio',
  sections: [
    {
      heading: 'Quiénes somos',
      paragraphs: [
        'StarSession está gestionado por {operatorName}, {operatorAddress} («nosotros»). Puedes escribirnos a {operatorEmail}.',
        'Nuestro responsable de protección de menores (Jugendschutzbeauftragter según la legislación alemana) es {youthProtectionOfficer}.',
        'Estas condiciones se aplican a todas las personas que usan el sitio. Al usarlo, o al crear una cuenta, las aceptas. [[Operador: añade tu número de registro mercantil y, cuando proceda, tu número de IVA y los datos de tu autoridad de supervisión.]]',
      ],
    },
    {
      heading: 'Solo para adultos',
      paragraphs: [
        'El sitio muestra material sexualmente explícito. Solo puedes usarlo si tienes al menos 18 años y la edad necesaria para ver este tipo de material donde vives, y solo donde verlo sea legal. Podemos pedirte una prueba de edad cuando la ley lo exija.',
        'No dejes que ninguna persona menor de 18 años use tu dispositivo o tu cuenta para acceder al sitio.',
      ],
    },
    {
      heading: 'Qué es el servicio',
      paragraphs: [
        'StarSession reproduce sesiones temporizadas de imágenes y vídeos procedentes de fuentes que no alojamos nosotros (foros públicos, un servicio de alojamiento de vídeos o una biblioteca que proporciona el operador), con instrucciones en pantalla y una barra de ritmo opcionales. Todos los personajes del sitio son ficticios.',
        'Premium desbloquea más estrellas, sesiones más largas y favoritos. Puedes conseguirlo con un pago único, un código de canje, invitando a otras personas o con una oferta de un socio, como se describe en la página Premium. [[Operador: indica tu precio, qué incluye una compra y tu política de reembolsos.]]',
      ],
    },
    {
      heading: 'Tu cuenta',
      paragraphs: [
        'No compartas tu contraseña con nadie y avísanos de inmediato si crees que otra persona ha usado tu cuenta. Eres responsable de lo que se haga con ella.',
        'Puedes eliminar tu cuenta en cualquier momento desde tu página de perfil. Qué se elimina y qué nos obliga la ley a conservar se explica en la Política de privacidad.',
      ],
    },
    {
      heading: 'Lo que no debes hacer',
      paragraphs: [
        'No uses el sitio para buscar, compartir o pedir material que muestre a menores de 18 años, a personas que no han dado su consentimiento o cualquier otra cosa ilegal. No intentes eludir la verificación de edad, las comprobaciones de Premium, los límites de solicitudes u otras protecciones, extraer datos del sitio de forma automatizada (scraping) ni perturbar su funcionamiento.',
        'Podemos suspender o cerrar una cuenta que incumpla estas condiciones y denunciar el material ilegal ante las autoridades.',
      ],
    },
    {
      heading: 'Denunciar y retirar contenido',
      paragraphs: [
        'Cualquier elemento puede denunciarse desde la pantalla de la sesión o desde tus favoritos, y cualquier persona (con o sin cuenta) puede pedir que se retire un elemento en la página Retirada de contenido. Revisamos cada denuncia y decidimos en un plazo de 7 días; los elementos que retiramos quedan bloqueados en todo el sitio.',
      ],
    },
    {
      heading: 'Pagos',
      paragraphs: [
        'Los pagos los cobra nuestro procesador de pagos; nunca vemos el número de tu tarjeta. Los cargos aparecen en tu extracto con un concepto discreto. [[Operador: indica el nombre del procesador y el concepto que figura en el extracto.]]',
      ],
    },
    {
      heading: 'Sin garantía y nuestra responsabilidad',
      paragraphs: [
        'Ofrecemos el sitio tal cual y no podemos prometer que esté siempre disponible ni que todas las fuentes funcionen siempre. Nada de lo dispuesto en estas condiciones limita la responsabilidad que la ley no permite limitar. [[Operador: completa esta sección para tu jurisdicción con asesoramiento jurídico.]]',
      ],
    },
    {
      heading: 'Cambios y legislación aplicable',
      paragraphs: [
        'Podemos actualizar estas condiciones; la versión vigente es la que figura en esta página, y te pediremos que las aceptes de nuevo cuando un cambio te afecte de forma relevante. Estas condiciones se rigen por la legislación del siguiente Estado: {jurisdiction}. [[Operador: indica los tribunales competentes y las excepciones que establezca la legislación de consumo.]]',
      ],
    },
  ],
};

export default TERMS_TEXT_ES;
