import type { Messages } from './pt-BR';
import { esES } from './es-ES';

/** Rioplatense Spanish: voseo and local words over the shared Spanish texts. */
export const esAR: Messages = {
  ...esES,
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
  'errors.fileTypeNotAllowed': 'Tipo de archivo no permitido. Usá: {types}.',
  'validation.invalidEmail': 'Ingresá un correo electrónico válido.',
  'validation.invalidPhone': 'Ingresá el teléfono con código de área (2 dígitos) y número (8 o 9 dígitos).',
  'validation.invalidColor': 'Ingresá un color con el formato #RRGGBB.',
  'mail.passwordReset.text':
    'Hola, {name}.\n\nRecibimos un pedido para restablecer tu contraseña. Usá el enlace de abajo dentro de los próximos {minutes} minutos:\n\n{link}\n\nSi no fuiste vos, ignorá este mensaje: tu contraseña sigue siendo la misma.',
  // settings: texts of the configuration sections
  'settings.errors.breakRequired': 'Elegí una pausa.',
  'settings.errors.alreadyOnBreak': 'Ya estás en pausa. Volvé antes de iniciar otra.',
  'settings.errors.noRamal': 'No tenés un interno configurado. Hablá con el administrador.',
  'settings.errors.ramalNotLoggedIn': 'Interno no conectado al softphone',
  'settings.notices.dialerConnected': '{name}, estás conectado al interno {ramal} y disponible para recibir llamadas.',
  'settings.notices.dialerStatusUpdated': '¡Estado del discador actualizado correctamente!',
  'settings.notices.dialerTypeUpdated': '¡Tipo de discador actualizado correctamente!',
  'settings.section.dialer': 'Discador',
  'settings.section.video': 'Video',
  'settings.option.channel.video': 'Video',
  'fields.ramal': 'interno',
  'fields.weonExtension': 'interno WeOn',
  'fields.ramal_status': 'estado del interno',
  'fields.ramal_type': 'tipo de discador',
  'settings.validation.invalidUrl': 'Ingresá una dirección que empiece con http:// o https://.',
  'settings.validation.invalidTime': 'Ingresá una hora con el formato HH:MM.',
  'settings.validation.invalidSlug': 'Usá solo letras minúsculas, números, guiones y guiones bajos.',
  'settings.help.password': 'Al editar, dejalo en blanco para mantener la contraseña actual.',
  'settings.help.templateText': 'Usá {{1}}, {{2}}... para las variables.',
  'settings.placeholder.select': 'Escribí o seleccioná',
  // protocols: texts of the protocol core
  'validation.invalidDateTime': 'Ingresá una fecha y hora válidas.',
  'errors.dateInPast': 'Elegí una fecha y hora en el futuro.',
  'validation.invalidDate': 'Ingresá una fecha válida con el formato AAAA-MM-DD.',
  'validation.invalidTaxId': 'Ingresá un CPF o CNPJ válido.',
  'errors.transferDepartmentNotAllowed': 'Solo podés transferir a departamentos de los que formás parte.',
  'errors.transferNeedsTarget': 'Elegí un departamento o un usuario para transferir.',
  'errors.messageEmpty': 'Escribí un mensaje o adjuntá un archivo.',
  'protocolStatus.10': 'Transmisión en vivo',
};
