import type { RecordsText } from './recordsText';

// Español (España). Tratamiento: tú, como en la interfaz, en todo el texto. Comillas «…».
// Este texto vincula a quien lo lee en español: nada en él lo subordina a otra versión.
const RECORDS_TEXT_ES: RecordsText = {
  title: 'Declaración de conservación de registros (18 U.S.C. § 2257)',
  sections: [
    {
      heading: 'Todas las personas que aparecen son mayores de edad',
      paragraphs: [
        'Todas las personas que aparecen en los contenidos que {operatorName} produce o aloja en StarSession tenían 18 años o más cuando se grabaron.',
        'Un revisor examina cada elemento antes de que nadie más lo vea, y solo lo publica cuando cada persona que aparece tiene una ficha con nosotros: una verificación de su documento de identidad que muestra que tiene 18 años o más, y su consentimiento firmado a la grabación y a la publicación en este servicio. Si retira su consentimiento, se retiran todos los elementos de esa persona.',
      ],
    },
    {
      heading: 'Custodio de los registros',
      paragraphs: [
        'Los registros que exigen el 18 U.S.C. § 2257 y el 28 C.F.R. Part 75 para estos contenidos los conserva el custodio de los registros: {recordsCustodian}, {recordsAddress}.',
        'Los contenidos que StarSession muestra desde fuentes públicas de terceros no los produce ni los aloja {operatorName}; sus productores conservan los registros correspondientes. [[Operador: confirma con tu asesoría jurídica qué contenidos cubre esta declaración y qué exenciones se aplican.]]',
      ],
    },
    {
      heading: 'Preguntas y retirada',
      paragraphs: [
        'Envía tus preguntas sobre esta declaración a {operatorEmail}. Si sales en un elemento sin tu consentimiento, o si un elemento puede mostrar a un menor, usa la página de retirada de contenido: esas solicitudes pasan al principio de nuestra cola.',
      ],
    },
  ],
};

export default RECORDS_TEXT_ES;
