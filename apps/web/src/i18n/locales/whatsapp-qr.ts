/** Texts of the pairing panel of a WhatsApp number connected by QR code. pt-BR is the source; es-ES is shared by every Spanish. */
export const whatsappQrPtBR = {
  'settings.whatsappQr.title': 'Conectar',
  'settings.whatsappQr.help':
    'No celular, abra o WhatsApp > Aparelhos conectados > Conectar um aparelho e escaneie o QR code.',
  'settings.whatsappQr.status.disconnected': 'Desconectado',
  'settings.whatsappQr.status.pairing': 'Aguardando a leitura do QR code',
  'settings.whatsappQr.status.connected': 'Conectado',
  'settings.whatsappQr.connect': 'Conectar',
  'settings.whatsappQr.disconnect': 'Desconectar',
  'settings.whatsappQr.qrAlt': 'QR code para conectar o WhatsApp',
  'settings.whatsappQr.pairingCode': 'Ou digite este código no celular: {code}',
};

export const whatsappQrEsES: typeof whatsappQrPtBR = {
  'settings.whatsappQr.title': 'Conectar',
  'settings.whatsappQr.help':
    'En el móvil, abre WhatsApp > Dispositivos vinculados > Vincular un dispositivo y escanea el código QR.',
  'settings.whatsappQr.status.disconnected': 'Desconectado',
  'settings.whatsappQr.status.pairing': 'Esperando la lectura del código QR',
  'settings.whatsappQr.status.connected': 'Conectado',
  'settings.whatsappQr.connect': 'Conectar',
  'settings.whatsappQr.disconnect': 'Desconectar',
  'settings.whatsappQr.qrAlt': 'Código QR para conectar WhatsApp',
  'settings.whatsappQr.pairingCode': 'O escribe este código en el móvil: {code}',
};

/** Rioplatense: voseo, and a phone is a "celular". */
export const whatsappQrEsAR: Partial<typeof whatsappQrPtBR> = {
  'settings.whatsappQr.help':
    'En el celular, abrí WhatsApp > Dispositivos vinculados > Vincular un dispositivo y escaneá el código QR.',
  'settings.whatsappQr.pairingCode': 'O escribí este código en el celular: {code}',
};

export const whatsappQrEsPE: Partial<typeof whatsappQrPtBR> = {
  'settings.whatsappQr.help':
    'En el celular, abra WhatsApp > Dispositivos vinculados > Vincular un dispositivo y escanee el código QR.',
  'settings.whatsappQr.pairingCode': 'O escriba este código en el celular: {code}',
};

export const whatsappQrEsMX: Partial<typeof whatsappQrPtBR> = {
  'settings.whatsappQr.help':
    'En el celular, abre WhatsApp > Dispositivos vinculados > Vincular un dispositivo y escanea el código QR.',
  'settings.whatsappQr.pairingCode': 'O escribe este código en el celular: {code}',
};
