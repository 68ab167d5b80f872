import { esES } from './es-ES';
import type { WebMessages } from './pt-BR';

/** Mexican Spanish: the shared Spanish texts with the words used in Mexico. */
export const esMX: WebMessages = {
  ...esES,
  'auth.reset.requestNew': 'Solicitar una liga nueva',
  'http.network': 'No se pudo conectar con el servidor. Revisa tu conexión.',
  'http.timeout': 'El servidor se tardó demasiado en responder. Vuelve a intentarlo.',
  'http.unexpected': 'El servidor respondió de forma inesperada. Vuelve a intentarlo.',
  'session.revoked': 'Tu sesión se cerró. Vuelve a iniciar sesión.',
  'auth.login.subtitle': 'Entra con tu correo y tu contraseña.',
  'auth.login.email': 'Correo',
  'auth.login.forgotPassword': 'Olvidé mi contraseña',
  'auth.twoFactor.setupHelp':
    'Tu empresa exige un segundo factor de acceso. Escanea el código QR con una app de autenticación (Google Authenticator, Microsoft Authenticator, Authy…) e ingresa el código de 6 dígitos.',
  'auth.twoFactor.enableHelp':
    'Escanea el código QR con una app de autenticación e ingresa el código de 6 dígitos para activar la protección.',
  'auth.twoFactor.verifyHelp': 'Ingresa el código de 6 dígitos de tu app de autenticación.',
  'auth.twoFactor.qrAlt': 'Código QR para la app de autenticación',
  'auth.twoFactor.secret': 'Clave para capturar a mano',
  'auth.twoFactor.codeHelp': 'Los 6 dígitos que muestra la app en este momento.',
  'auth.twoFactor.useRecoveryCode': '¿Sin la app? Usa un código de recuperación',
  'auth.twoFactor.useApp': 'Usar el código de la app',
  'auth.twoFactor.recoveryHelp':
    'Ingresa uno de los códigos de recuperación que guardaste. Cada código vale una sola vez.',
  'auth.forgot.title': '¿Olvidaste tu contraseña?',
  'auth.forgot.help': 'Ingresa tu correo y te enviaremos una liga para crear una contraseña nueva.',
  'auth.forgot.submit': 'Enviar liga',
  'auth.forgot.sent':
    'Si el correo está registrado, te enviamos una liga para restablecer la contraseña. Revisa tu bandeja de entrada.',
  'auth.reset.missingToken': 'Esta liga para restablecer la contraseña está incompleta. Solicita una nueva.',
  'userMenu.emailSignature': 'Firma de correo',
  'profile.email': 'Correo',
  'profile.phone': 'Celular',
  'profile.phoneHint': 'Lada y número, por ejemplo (11) 91234-5678.',
  'profile.signatureHint': 'Se agrega al final de los correos que envíes desde la plataforma.',
  'twoFactor.disableHelp': 'Para desactivarla, ingresa un código actual de la app de autenticación.',
  'twoFactor.recovery.help':
    'Si pierdes el celular, entra con uno de estos códigos en lugar del código de la app. Cada uno vale una vez; generar códigos nuevos invalida los anteriores.',
  'notFound.message': 'La dirección a la que entraste no existe o cambió de lugar.',
  'inbox.emptyQueueOperator':
    'Los protocolos que esperan en tus departamentos no aparecen aquí: usa «Atender siguiente» para recibir el siguiente.',
  'inbox.channel.email': 'Correo',
  'inbox.customer.email': 'Correo',
  'inbox.customer.phone': 'Celular',
  'inbox.composer.messageHint': 'Enter envía; Shift+Enter cambia de renglón.',
  'inbox.composer.addNote': 'Agregar nota',
  'inbox.composer.removeFile': 'Quitar {name}',
  'inbox.note.added': 'Nota agregada.',
  'inbox.timeline.tagged': 'Etiqueta agregada',
  'inbox.channel.video': 'Video',
  'inbox.template.headerLink.video': 'Enlace público del video del encabezado',
  'inbox.message.templateHeader.video': 'Video del encabezado',
  'inbox.template.headerLinkHelp': 'Empieza con https://; Meta descarga el archivo de esta dirección al enviar.',
  'inbox.queue.ligacao': 'En audio/video',
  'inbox.queue.ligacao_fila': 'Cola de audio/video',
};
