import type { PrivacyText } from './privacyText';

// Español (España). Tratamiento: tú, como en la interfaz, en todo el texto. Comillas «…».
// Este texto vincula a quien lo lee en español: nada en él lo subordina a otra versión.
const PRIVACY_TEXT_ES: PrivacyText = {
  title: 'Política de privacidad',
  sections: [
    {
      heading: 'Quién es el responsable',
      paragraphs: [
        '{operatorName}, {operatorAddress}, es el responsable del tratamiento de los datos personales que se describen aquí. Contacto: {operatorEmail}. [[Operador: añade tu delegado de protección de datos o tu representante en la UE o el Reino Unido si lo necesitas.]]',
        'Lo que haces en un sitio para adultos dice algo de tu vida sexual. Según el RGPD, son datos de categoría especial, así que solo los usamos con tu consentimiento explícito, que das al crear una cuenta, y guardamos lo mínimo que necesita el servicio.',
      ],
    },
    {
      heading: 'Qué guardamos sobre ti',
      paragraphs: [
        'Cuenta: tu dirección de correo electrónico, un identificador de usuario, un nombre de usuario opcional, si tu correo está verificado y cuándo se creó la cuenta. Si inicias sesión con Google, recibimos de Google tu dirección de correo y el identificador de tu cuenta de Google.',
        'Registro del consentimiento: cuándo aceptaste las Condiciones y esta Política, y qué versión aceptaste.',
        'Preferencias: tus valores predeterminados de sesión y el texto de personalización opcional que escribes para las instrucciones.',
        'Favoritos (Premium): los elementos que guardas, con la dirección del archivo, su fuente y el momento en que los guardaste.',
        'Sesiones realizadas: cuándo empezó y terminó cada sesión; lo usamos para contar las invitaciones y evitar abusos.',
        'Invitaciones: quién te invitó y a quién invitaste tú; quien invita solo ve un número. Para que una misma dirección de correo no se cuente dos veces, guardamos un hash unidireccional de ella.',
        'Premium y compras: cómo conseguiste Premium (compra, código, invitaciones u oferta), los números de pedido, los importes y su estado según los comunica el procesador de pagos. Nunca vemos el número de tu tarjeta.',
        'Verificación de edad: cuando la ley exige una prueba de edad, una cookie que registra que se superó la verificación (no los documentos ni las imágenes utilizados para ella). [[Operador: indica el proveedor de verificación de edad y qué conserva.]]',
        'Denuncias: una denuncia o solicitud de retirada contiene el elemento al que se refiere, el motivo y tu texto, y la dirección de contacto que hayas decidido dar. No guardamos quién la envió.',
        'Registros de seguridad: contadores de solicitudes por usuario y por dirección de red (guardados como hashes unidireccionales y eliminados en unas horas), y un registro de las acciones rechazadas o sensibles, como un cambio de Premium, que se conserva durante [[Operador: plazo de conservación]].',
      ],
    },
    {
      heading: 'Qué se queda en tu navegador',
      paragraphs: [
        'Tu navegador guarda: cuándo confirmaste que tienes 18 años o más, un identificador aleatorio de este navegador (para limitar los registros por dispositivo), tu estado de inicio de sesión, el tiempo que has pasado en el sitio, un enlace de invitación que hayas abierto, tus elecciones de sonido y configuración, e imágenes de tarjetas en caché. Puedes borrarlos en cualquier momento desde la configuración de tu navegador.',
        'Tus propios archivos: las imágenes, gifs y vídeos que añades a una sesión desde tu dispositivo nunca salen de él. La sesión los muestra directamente desde tu navegador; no se suben, no se envían ni a nosotros ni a nadie más, y se olvidan al cerrar o recargar la pestaña. Solo si marcas «Recordar» este navegador conserva el acceso a esa carpeta (no a sus archivos) para tu próxima visita, y entonces vuelve a pedirte permiso; elige «Olvidar esta carpeta» para quitarla.',
      ],
    },
    {
      heading: 'Quién más recibe datos',
      paragraphs: [
        'Alojamiento, base de datos e inicio de sesión: Google Firebase (Google Cloud). Instrucciones: si están activadas, la estrella, los ajustes de tu sesión y tu texto de personalización se envían a un proveedor de texto con IA que escribe las frases que aparecen en pantalla. Pagos: el procesador de pagos. Anuncios: las sesiones gratuitas muestran anuncios de una red publicitaria, que recibe la dirección de red y el agente de usuario de tu navegador. Contenido multimedia: las imágenes y los vídeos se cargan desde sus fuentes, que ven tu dirección de red. [[Operador: indica cada proveedor por su nombre, su país y las garantías de las transferencias fuera del EEE o el Reino Unido.]]',
      ],
    },
    {
      heading: 'Tus derechos',
      paragraphs: [
        'En tu página de perfil puedes descargar en un archivo todo lo que guardamos sobre tu cuenta, y eliminar tu cuenta. Al eliminarla se borran tu cuenta, tu perfil, tus preferencias, tus favoritos, tus sesiones, tus datos de invitaciones y el registro del consentimiento. Los registros de pago que la ley nos obliga a conservar se mantienen, con tu identificador de usuario sustituido por uno aleatorio; la persona que te invitó conserva su recuento.',
        'También puedes pedirnos que rectifiquemos datos, que limitemos su uso u oponerte a él, y retirar tu consentimiento en cualquier momento (eliminando tu cuenta). Puedes presentar una reclamación ante una autoridad de protección de datos. Escribe a {operatorEmail}; respondemos en el plazo de un mes. Los residentes en California tienen los mismos derechos de acceso y supresión, y no vendemos ni compartimos datos personales.',
      ],
    },
    {
      heading: 'Cuánto tiempo los conservamos',
      paragraphs: [
        'Los datos de la cuenta, hasta que la elimines. Los contadores de solicitudes, unas horas. Las denuncias y sus decisiones, durante [[Operador: plazo de conservación, p. ej., 3 años para los registros del procesador de pagos]]. Los registros de pago, mientras lo exija la normativa fiscal y contable [[Operador: plazo]].',
      ],
    },
    {
      heading: 'Cambios',
      paragraphs: [
        'Cuando esta política cambie de una forma que te afecte, te pediremos de nuevo tu consentimiento antes de continuar.',
      ],
    },
  ],
};

export default PRIVACY_TEXT_ES;
