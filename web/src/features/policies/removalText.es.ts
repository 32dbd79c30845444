import type { RemovalText } from './removalText';

// Español (España). Tratamiento: tú, como en la interfaz, en todo el texto. Comillas «…».
// Este texto vincula a quien lo lee en español: nada en él lo subordina a otra versión.
const REMOVAL_TEXT_ES: RemovalText = {
  title: 'Retirada de contenido',
  sections: [
    {
      heading: 'Pídenos que retiremos un elemento',
      paragraphs: [
        'Si una imagen o un vídeo de StarSession te muestra a ti y quieres que se retire, si muestra a alguien que parece menor de 18 años, si se compartió sin consentimiento o si es ilegal por otro motivo, comunícanoslo con el formulario de abajo. No necesitas una cuenta ni tienes que decirnos quién eres.',
        'Indica la dirección del elemento (ábrelo en una pestaña nueva y copia la dirección, o usa la de la publicación de la que procede). En el propio sitio, el botón Denunciar de cada panel de sesión y de tus favoritos hace lo mismo.',
      ],
    },
    {
      heading: 'Qué ocurre después',
      paragraphs: [
        'Cada solicitud pasa a nuestra cola de revisión. La de una persona que aparece sin haber dado su consentimiento va primero, y la decidimos en un plazo de 48 horas; cualquier otra, en un plazo de 7 días, y antes si el elemento puede mostrar a un menor. Cuando retiramos un elemento, queda bloqueado en todo StarSession: en cada sesión, listado, imagen de tarjeta y vídeo. Guardamos un registro de cada solicitud y decisión, y se lo comunicamos cada mes a nuestro procesador de pagos, sin tu dirección de contacto.',
        'StarSession no aloja la mayor parte del contenido: muestra elementos de fuentes públicas. Retirar un elemento aquí no lo retira de su fuente; si nos dejas una dirección de contacto, te diremos dónde pedirlo. [[Operador: añade tu agente designado y los datos del procedimiento de notificación y retirada (p. ej., contacto DMCA o punto de contacto según el Reglamento de Servicios Digitales de la UE).]]',
        'Para cualquier asunto urgente, o si eres la persona que aparece, también puedes escribir a {operatorEmail}.',
      ],
    },
  ],
};

export default REMOVAL_TEXT_ES;
