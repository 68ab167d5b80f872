import { callMeEsAR } from './call-me';
import { esES } from './es-ES';
import { newProtocolEsAR } from './new-protocol';
import type { WebMessages } from './pt-BR';

/** Rioplatense Spanish: voseo and local words over the shared Spanish texts. */
export const esAR: WebMessages = {
  ...esES,
  ...newProtocolEsAR,
  ...callMeEsAR,
  'app.crashMessage': 'Puede que se haya publicado una versión nueva. Recargá la página para seguir.',
  'auth.reset.requestNew': 'Pedir un enlace nuevo',
  'select.placeholder': 'Escribí o seleccioná',
  'http.timeout': 'El servidor tardó demasiado en responder. Probá de nuevo.',
  'http.network': 'No se pudo conectar con el servidor. Revisá tu conexión.',
  'http.unexpected': 'El servidor respondió de forma inesperada. Probá de nuevo.',
  'session.revoked': 'Tu sesión se cerró. Volvé a ingresar.',
  'auth.login.title': 'Ingresar',
  'auth.login.subtitle': 'Ingresá con tu correo electrónico y tu contraseña.',
  'auth.login.submit': 'Ingresar',
  'auth.login.stayConnected': 'Mantener la sesión abierta',
  'auth.login.forgotPassword': 'Me olvidé la contraseña',
  'auth.twoFactor.setupTitle': 'Configurá la autenticación de dos factores',
  'auth.twoFactor.setupHelp':
    'Tu empresa exige un segundo factor de acceso. Escaneá el código QR con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, Authy…) e ingresá el código de 6 dígitos.',
  'auth.twoFactor.enableHelp':
    'Escaneá el código QR con una aplicación de autenticación e ingresá el código de 6 dígitos para activar la protección.',
  'auth.twoFactor.verifyHelp': 'Ingresá el código de 6 dígitos de tu aplicación de autenticación.',
  'auth.twoFactor.secret': 'Clave para ingresar a mano',
  'auth.twoFactor.otherAccount': 'Ingresar con otra cuenta',
  'auth.twoFactor.useRecoveryCode': '¿Sin la aplicación? Usá un código de recuperación',
  'auth.twoFactor.recoveryHelp':
    'Ingresá uno de los códigos de recuperación que guardaste. Cada código vale una sola vez.',
  'auth.forgot.title': '¿Te olvidaste la contraseña?',
  'auth.forgot.help': 'Ingresá tu correo electrónico y te mandamos un enlace para crear una contraseña nueva.',
  'auth.forgot.sent':
    'Si el correo electrónico está registrado, te mandamos un enlace para restablecer la contraseña. Revisá tu bandeja de entrada.',
  'auth.forgot.backToLogin': 'Volver al ingreso',
  'auth.reset.repeatPassword': 'Repetí la contraseña nueva',
  'auth.reset.done': 'Contraseña cambiada. Ingresá con la contraseña nueva.',
  'auth.reset.missingToken': 'Este enlace de restablecimiento está incompleto. Pedí uno nuevo.',
  'profile.phone': 'Celular',
  'profile.phoneHint': 'Código de área y número, por ejemplo (11) 91234-5678.',
  'profile.repeatPassword': 'Repetí la contraseña nueva',
  'profile.signatureHint': 'Se agrega al final de los correos que mandes desde la plataforma.',
  'twoFactor.disableHelp': 'Para desactivarla, ingresá un código actual de la aplicación de autenticación.',
  'twoFactor.recovery.help':
    'Si perdés el celular, ingresá con uno de estos códigos en lugar del código de la aplicación. Cada uno vale una vez; generar códigos nuevos invalida los anteriores.',
  'twoFactor.recovery.fewLeft':
    'Quedan pocos códigos de recuperación. Generá otros antes de que se terminen: los nuevos reemplazan a los que quedan.',
  'twoFactor.recovery.keepNow': 'Guardá estos códigos ahora: no se van a volver a mostrar.',
  'home.intro': 'Este es el centro de atención de {company}. Usá el menú lateral para navegar.',
  'notFound.message': 'La dirección a la que entraste no existe o cambió de lugar.',
  'inbox.emptyQueueOperator':
    'Los protocolos que esperan en tus departamentos no aparecen acá: usá «Atender siguiente» para recibir el siguiente.',
  'inbox.choose': 'Elegí un protocolo de la lista para ver la conversación.',
  'inbox.customer.phone': 'Celular',
  'inbox.composer.messageHint': 'Enter envía; Shift+Enter salta de línea.',
  'inbox.composer.addNote': 'Agregar nota',
  'inbox.note.added': 'Nota agregada.',
  'inbox.timeline.tagged': 'Etiqueta agregada',
  'inbox.take.nextConfirm': 'Vas a tomar el protocolo que espera hace más tiempo en la cola de tus departamentos.',
  'inbox.take.done': 'El protocolo {number} está en atención con vos.',
  'inbox.pause.confirm': 'El protocolo queda en pausa hasta que lo retomes.',
  'inbox.tabulation.cpcHint': 'Tipificación CPC: indicá el CPF o CNPJ si el cliente todavía no tiene uno.',
  'inbox.channel.video': 'Video',
  'inbox.template.headerLink.video': 'Enlace público del video del encabezado',
  'inbox.message.templateHeader.video': 'Video del encabezado',
  'inbox.template.headerLinkHelp': 'Empieza con https://; Meta descarga el archivo de esta dirección al enviar.',
};
