import type { CoreMessages } from './pt-BR';
import { esES } from './es-ES';

/** Mexican Spanish: the shared Spanish texts with the words used in Mexico. */
export const esMX: CoreMessages = {
  ...esES,
  'errors.validation': 'Datos inválidos. Revisa los campos indicados.',
  'errors.unauthenticated': 'Sesión inválida o vencida. Vuelve a iniciar sesión.',
  'errors.tooManyAttempts': 'Demasiados intentos de acceso. Vuelve a intentarlo en {minutes} minuto(s).',
  'errors.internal': 'La operación falló. Comunícate con soporte.',
  'wizard.errors.headerLinkNotHttps': 'Ingresa un enlace público que empiece con https://.',
  'settings.errors.templateMediaHeader':
    'Las plantillas con encabezado de imagen, video o documento se crean en el Administrador de WhatsApp de Meta y se traen con «Sincronizar con Meta».',
  'errors.invalidTwoFactorCode': 'Código de verificación inválido o vencido.',
  'errors.invalidRecoveryCode': 'Código de recuperación inválido o ya usado.',
  'errors.resetTokenInvalid': 'Este enlace para restablecer la contraseña es inválido o venció.',
  'validation.invalidEmail': 'Ingresa un correo electrónico válido.',
  'validation.invalidPhone': 'Ingresa el celular con lada (2 dígitos) y número (8 o 9 dígitos).',
  'validation.invalidColor': 'Ingresa un color con el formato #RRGGBB.',
  'validation.emailOrPhone': 'Ingresa un correo electrónico o un teléfono.',
  'errors.tooManyRequests': 'Demasiadas solicitudes desde esta dirección. Intenta de nuevo en {minutes} minuto(s).',
  'fields.phone': 'celular',
  'fields.email': 'correo',
  'mail.passwordReset.text':
    'Hola, {name}.\n\nRecibimos una solicitud para restablecer tu contraseña. Usa la liga de abajo en los próximos {minutes} minutos:\n\n{link}\n\nSi no fuiste tú, ignora este mensaje: tu contraseña sigue siendo la misma.',
  // settings: texts of the configuration sections
  'settings.validation.invalidUrl': 'Ingresa una dirección que empiece con http:// o https://.',
  'settings.validation.invalidTime': 'Ingresa una hora con el formato HH:MM.',
  // protocols: call me (click-to-call through the dialer)
  'validation.invalidCallPhone': 'Ingresa un teléfono válido: lada y número, o + y el código del país.',
  'errors.dialerFailed': 'El marcador no completó la llamada: {reason}',
  'errors.dialerCampaignsFailed': 'El marcador no devolvió las campañas: {reason}',
  // protocols: texts of the protocol core
  'channels.video': 'Video',
  'validation.invalidDateTime': 'Ingresa una fecha y hora válidas.',
  'validation.invalidDate': 'Ingresa una fecha válida con el formato AAAA-MM-DD.',
  'validation.invalidTaxId': 'Ingresa un CPF o CNPJ válido.',
  'errors.transferDepartmentNotAllowed': 'Solo puedes transferir a departamentos de los que formas parte.',
  'protocolStatus.10': 'Transmisión en vivo',
  'errors.whatsappGatewayFailed': 'El gateway de WhatsApp respondió: {reason}',
  'errors.attachmentsNotSupported': 'Esta conexión no admite archivos adjuntos: no se pudo entregar el mensaje.',
};
