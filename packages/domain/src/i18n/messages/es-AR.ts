import type { CoreMessages } from './pt-BR';
import { crmEsAR } from './crm';
import { esES } from './es-ES';

/** Rioplatense Spanish: voseo and local words over the shared Spanish texts. */
export const esAR: CoreMessages = {
  ...esES,
  'errors.twoFactorResetOwn': 'Para cambiar tu propia autenticación de dos factores, usá tu perfil.',
  'errors.validation': 'Datos inválidos. Revisá los campos indicados.',
  'errors.unauthenticated': 'Sesión inválida o vencida. Volvé a ingresar.',
  'errors.tooManyAttempts': 'Demasiados intentos de ingreso. Probá de nuevo en {minutes} minuto(s).',
  'errors.forbidden': 'No tenés permiso para realizar esta acción.',
  'errors.internal': 'La operación falló. Comunicate con soporte.',
  'errors.invalidTwoFactorCode': 'Código de verificación inválido o vencido.',
  'errors.twoFactorNotStarted':
    'Iniciá la configuración de la autenticación de dos factores antes de confirmar el código.',
  'errors.twoFactorRequiredByCompany': 'Tu empresa exige la autenticación de dos factores; no se puede desactivar.',
  'errors.resetTokenInvalid': 'Este enlace para restablecer la contraseña es inválido o venció.',
  'errors.fileRequired': 'Enviá un archivo.',
  'errors.whatsappWindowClosed':
    'Pasaron 24 horas desde el último mensaje del cliente: en WhatsApp solo podés enviar una plantilla (HSM) aprobada.',
  'errors.fileTypeNotAllowed': 'Tipo de archivo no permitido. Usá: {types}.',
  'validation.invalidEmail': 'Ingresá un correo electrónico válido.',
  'validation.invalidPhone': 'Ingresá el teléfono con código de área (2 dígitos) y número (8 o 9 dígitos).',
  'validation.invalidColor': 'Ingresá un color con el formato #RRGGBB.',
  'validation.emailOrPhone': 'Ingresá un correo electrónico o un teléfono.',
  'errors.tooManyRequests': 'Demasiadas solicitudes desde esta dirección. Probá de nuevo en {minutes} minuto(s).',
  'mail.passwordReset.text':
    'Hola, {name}.\n\nRecibimos un pedido para restablecer tu contraseña. Usá el enlace de abajo dentro de los próximos {minutes} minutos:\n\n{link}\n\nSi no fuiste vos, ignorá este mensaje: tu contraseña sigue siendo la misma.',
  // settings: texts of the configuration sections
  'settings.errors.breakRequired': 'Elegí una pausa.',
  'settings.errors.alreadyOnBreak': 'Ya estás en pausa. Volvé antes de iniciar otra.',
  'settings.errors.obligatoryBreakNotOver': 'Pausa obligatoria: faltan {minutes} minuto(s) para que puedas volver.',
  'settings.errors.noRamal': 'No tenés un interno configurado. Hablá con el administrador.',
  'settings.errors.ramalNotLoggedIn': 'Interno no conectado al softphone',
  'settings.notices.dialerConnected': '{name}, estás conectado al interno {ramal} y disponible para recibir llamadas.',
  'settings.notices.dialerStatusUpdated': '¡Estado del discador actualizado correctamente!',
  'settings.notices.dialerTypeUpdated': '¡Tipo de discador actualizado correctamente!',
  'fields.ramal': 'interno',
  'fields.weonExtension': 'interno WeOn',
  'fields.ramal_status': 'estado del interno',
  'fields.ramal_type': 'tipo de discador',
  'settings.validation.invalidUrl': 'Ingresá una dirección que empiece con http:// o https://.',
  'settings.validation.invalidTime': 'Ingresá una hora con el formato HH:MM.',
  'settings.validation.invalidSlug': 'Usá solo letras minúsculas, números, guiones y guiones bajos.',
  'settings.errors.templateVariableOrder': 'Numerá las variables en secuencia: {{1}}, {{2}}, {{3}}...',
  'settings.errors.templateExamples': 'Indicá un ejemplo por línea para cada una de las {count} variables.',
  // protocols: call me (click-to-call through the dialer)
  'validation.invalidCallPhone': 'Ingresá un teléfono válido: código de área y número, o + y el código del país.',
  'errors.dialerFailed': 'El discador no completó la llamada: {reason}',
  'errors.dialerCampaignsFailed': 'El discador no devolvió las campañas: {reason}',
  'errors.dialerNotConfigured': 'Ningún discador activo atiende el departamento de este protocolo.',
  'history.call_requested': 'Llamada solicitada al discador',
  // protocols: texts of the protocol core
  'channels.video': 'Video',
  'validation.invalidDateTime': 'Ingresá una fecha y hora válidas.',
  'errors.dateInPast': 'Elegí una fecha y hora en el futuro.',
  'validation.invalidDate': 'Ingresá una fecha válida con el formato AAAA-MM-DD.',
  'validation.invalidTaxId': 'Ingresá un CPF o CNPJ válido.',
  'errors.transferDepartmentNotAllowed': 'Solo podés transferir a departamentos de los que formás parte.',
  'errors.transferNeedsTarget': 'Elegí un departamento o un usuario para transferir.',
  'errors.messageEmpty': 'Escribí un mensaje o adjuntá un archivo.',
  'protocolStatus.10': 'Transmisión en vivo',
  'wizard.required.mode': 'Elegí si el protocolo es en línea o fuera de línea.',
  'wizard.required.crm': 'Elegí entre un contacto del CRM o un contacto suelto.',
  'wizard.required.department': 'Elegí el departamento.',
  'wizard.required.channel': 'Elegí el canal.',
  'wizard.errors.headerLinkNotHttps': 'Indicá un enlace público que empiece con https://.',
  'settings.errors.templateMediaHeader':
    'Las plantillas con encabezado de imagen, video o documento se crean en el Administrador de WhatsApp de Meta y se traen con «Sincronizar con Meta».',
  'errors.whatsappGatewayFailed': 'El gateway de WhatsApp respondió: {reason}',
  'errors.attachmentsNotSupported': 'Esta conexión no admite archivos adjuntos: no se pudo entregar el mensaje.',
  ...crmEsAR,
};
