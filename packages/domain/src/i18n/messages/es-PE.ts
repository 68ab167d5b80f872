import type { CoreMessages } from './pt-BR';
import { esES } from './es-ES';

/** Peruvian Spanish: the shared Spanish texts with the words used in Peru. */
export const esPE: CoreMessages = {
  ...esES,
  'errors.twoFactorResetOwn': 'Para cambiar su propia autenticación de dos factores, use su perfil.',
  'errors.validation': 'Datos inválidos. Revise los campos indicados.',
  'errors.unauthenticated': 'Sesión inválida o vencida. Vuelva a ingresar.',
  'validation.emailOrPhone': 'Ingrese un correo electrónico o un teléfono.',
  'errors.tooManyRequests': 'Demasiadas solicitudes desde esta dirección. Intente de nuevo en {minutes} minuto(s).',
  'errors.tooManyAttempts': 'Demasiados intentos de ingreso. Inténtelo nuevamente en {minutes} minuto(s).',
  'errors.forbidden': 'No tiene permiso para realizar esta acción.',
  'errors.internal': 'La operación falló. Comuníquese con soporte.',
  'errors.twoFactorNotStarted':
    'Inicie la configuración de la autenticación de dos factores antes de confirmar el código.',
  'validation.invalidEmail': 'Ingrese un correo electrónico válido.',
  'validation.invalidPhone': 'Ingrese el celular con código de área (2 dígitos) y número (8 o 9 dígitos).',
  'fields.phone': 'celular',
  'mail.passwordReset.text':
    'Hola, {name}.\n\nRecibimos una solicitud para restablecer su contraseña. Use el enlace siguiente dentro de los próximos {minutes} minutos:\n\n{link}\n\nSi no fue usted, ignore este mensaje: su contraseña sigue siendo la misma.',
  // settings: texts of the configuration sections
  'settings.errors.breakRequired': 'Elija una pausa.',
  'settings.errors.alreadyOnBreak': 'Ya está en pausa. Vuelva antes de iniciar otra.',
  'settings.errors.obligatoryBreakNotOver': 'Pausa obligatoria: faltan {minutes} minuto(s) para que pueda volver.',
  'settings.errors.noRamal': 'No tiene un anexo configurado. Comuníquese con el administrador.',
  'settings.errors.ramalNotLoggedIn': 'Anexo no conectado al softphone',
  'settings.notices.dialerConnected':
    '{name}, usted está conectado al anexo {ramal} y disponible para recibir llamadas.',
  'settings.notices.dialerStatusUpdated': '¡Estado del discador actualizado correctamente!',
  'settings.notices.dialerTypeUpdated': '¡Tipo de discador actualizado correctamente!',
  'fields.ramal': 'anexo',
  'fields.weonExtension': 'anexo WeOn',
  'fields.ramal_status': 'estado del anexo',
  'fields.ramal_type': 'tipo de discador',
  'settings.validation.invalidUrl': 'Ingrese una dirección que empiece con http:// o https://.',
  'settings.validation.invalidTime': 'Ingrese una hora con el formato HH:MM.',
  'settings.validation.invalidSlug': 'Use solo letras minúsculas, números, guiones y guiones bajos.',
  'settings.errors.templateVariableOrder': 'Numere las variables en secuencia: {{1}}, {{2}}, {{3}}...',
  'settings.errors.templateExamples': 'Indique un ejemplo por línea para cada una de las {count} variables.',
  'wizard.errors.headerLinkNotHttps': 'Indique un enlace público que empiece con https://.',
  'settings.errors.templateMediaHeader':
    'Las plantillas con encabezado de imagen, video o documento se crean en el Administrador de WhatsApp de Meta y se traen con «Sincronizar con Meta».',
  // protocols: call me (click-to-call through the dialer)
  'validation.invalidCallPhone': 'Ingrese un teléfono válido: código de área y número, o + y el código del país.',
  'errors.dialerFailed': 'El marcador no completó la llamada: {reason}',
  'errors.dialerCampaignsFailed': 'El marcador no devolvió las campañas: {reason}',
  // protocols: texts of the protocol core
  'errors.sendNotAllowed': 'Su perfil no permite enviar {what} en este departamento.',
  'channels.video': 'Video',
  'validation.invalidDateTime': 'Ingrese una fecha y hora válidas.',
  'errors.dateInPast': 'Elija una fecha y hora en el futuro.',
  'validation.invalidDate': 'Ingrese una fecha válida con el formato AAAA-MM-DD.',
  'validation.invalidTaxId': 'Ingrese un CPF o CNPJ válido.',
  'errors.transferDepartmentNotAllowed': 'Solo puede transferir a departamentos de los que forma parte.',
  'errors.transferNeedsTarget': 'Elija un departamento o un usuario para transferir.',
  'errors.messageEmpty': 'Escriba un mensaje o adjunte un archivo.',
  'protocolStatus.10': 'Transmisión en vivo',
  'errors.whatsappGatewayFailed': 'El gateway de WhatsApp respondió: {reason}',
  'errors.attachmentsNotSupported': 'Esta conexión no admite archivos adjuntos: no se pudo entregar el mensaje.',
};
