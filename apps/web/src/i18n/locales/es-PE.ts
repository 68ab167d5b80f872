import { callMeEsPE } from './call-me';
import { esES } from './es-ES';
import type { WebMessages } from './pt-BR';

/** Peruvian Spanish: the shared Spanish texts in the formal "usted" and with the words used in Peru. */
export const esPE: WebMessages = {
  ...esES,
  ...callMeEsPE,
  'app.crashMessage': 'Es posible que se haya publicado una versión nueva. Recargue la página para continuar.',
  'auth.reset.requestNew': 'Solicitar un enlace nuevo',
  'select.placeholder': 'Escriba o seleccione',
  'http.timeout': 'El servidor demoró demasiado en responder. Inténtelo nuevamente.',
  'http.network': 'No se pudo conectar con el servidor. Verifique su conexión.',
  'http.unexpected': 'El servidor respondió de forma inesperada. Inténtelo nuevamente.',
  'session.revoked': 'Su sesión fue cerrada. Vuelva a ingresar.',
  'auth.login.title': 'Ingresar',
  'auth.login.subtitle': 'Ingrese con su correo electrónico y su contraseña.',
  'auth.login.submit': 'Ingresar',
  'auth.login.forgotPassword': 'Olvidé mi contraseña',
  'auth.twoFactor.setupTitle': 'Configure la autenticación de dos factores',
  'auth.twoFactor.setupHelp':
    'Su empresa exige un segundo factor de acceso. Escanee el código QR con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, Authy…) e ingrese el código de 6 dígitos.',
  'auth.twoFactor.enableHelp':
    'Escanee el código QR con una aplicación de autenticación e ingrese el código de 6 dígitos para activar la protección.',
  'auth.twoFactor.verifyHelp': 'Ingrese el código de 6 dígitos de su aplicación de autenticación.',
  'auth.twoFactor.secret': 'Clave para ingresar manualmente',
  'auth.twoFactor.otherAccount': 'Ingresar con otra cuenta',
  'auth.twoFactor.useRecoveryCode': '¿Sin la aplicación? Use un código de recuperación',
  'auth.twoFactor.recoveryHelp':
    'Ingrese uno de los códigos de recuperación que guardó. Cada código vale una sola vez.',
  'auth.forgot.title': '¿Olvidó su contraseña?',
  'auth.forgot.help': 'Ingrese su correo electrónico y le enviaremos un enlace para crear una contraseña nueva.',
  'auth.forgot.sent':
    'Si el correo electrónico está registrado, le enviamos un enlace para restablecer la contraseña. Revise su bandeja de entrada.',
  'auth.forgot.backToLogin': 'Volver al ingreso',
  'auth.reset.repeatPassword': 'Repita la contraseña nueva',
  'auth.reset.done': 'Contraseña cambiada. Ingrese con la contraseña nueva.',
  'auth.reset.missingToken': 'Este enlace de restablecimiento está incompleto. Solicite uno nuevo.',
  'profile.phone': 'Celular',
  'profile.phoneHint': 'Código de área y número, por ejemplo (11) 91234-5678.',
  'profile.repeatPassword': 'Repita la contraseña nueva',
  'profile.signatureHint': 'Se agrega al final de los correos que envíe desde la plataforma.',
  'twoFactor.isOn': 'La autenticación de dos factores está activa en su cuenta.',
  'twoFactor.isOff': 'La autenticación de dos factores está desactivada en su cuenta.',
  'twoFactor.disableHelp': 'Para desactivarla, ingrese un código actual de la aplicación de autenticación.',
  'twoFactor.recovery.help':
    'Si pierde el celular, ingrese con uno de estos códigos en lugar del código de la aplicación. Cada uno vale una vez; generar códigos nuevos invalida los anteriores.',
  'twoFactor.recovery.password': 'Su contraseña',
  'twoFactor.recovery.fewLeft':
    'Quedan pocos códigos de recuperación. Genere otros antes de que se acaben: los nuevos reemplazan a los que quedan.',
  'twoFactor.recovery.keepNow': 'Guarde estos códigos ahora: no se volverán a mostrar.',
  'home.intro': 'Este es el centro de atención de {company}. Use el menú lateral para navegar.',
  'notFound.message': 'La dirección a la que accedió no existe o cambió de lugar.',
  'inbox.customer.phone': 'Celular',
  'inbox.composer.messageHint': 'Enter envía; Shift+Enter salta de línea.',
  'inbox.composer.addNote': 'Agregar nota',
  'inbox.note.added': 'Nota agregada.',
  'inbox.timeline.tagged': 'Etiqueta agregada',
  'inbox.channel.video': 'Video',
  'inbox.template.headerLink.video': 'Enlace público del video del encabezado',
  'inbox.message.templateHeader.video': 'Video del encabezado',
  'inbox.template.headerLinkHelp': 'Empieza con https://; Meta descarga el archivo de esta dirección al enviar.',
};
