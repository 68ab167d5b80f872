/** Texts of the inbox's forward e-mail dialog. pt-BR is the source; es-ES is shared by every Spanish. */
export const forwardEmailPtBR = {
  'inbox.forwardEmail.open': 'Encaminhar e-mail',
  'inbox.forwardEmail.title': 'Encaminhar e-mail',
  'inbox.forwardEmail.to': 'Para',
  'inbox.forwardEmail.copy': 'Cópia (e-mail)',
  'inbox.forwardEmail.history': 'Incluir o histórico da conversa e os anexos',
  'inbox.forwardEmail.note': 'Mensagem',
  'inbox.forwardEmail.submit': 'Encaminhar',
  'inbox.forwardEmail.sent': 'E-mail encaminhado.',
};

export const forwardEmailEsES: typeof forwardEmailPtBR = {
  'inbox.forwardEmail.open': 'Reenviar correo',
  'inbox.forwardEmail.title': 'Reenviar correo',
  'inbox.forwardEmail.to': 'Para',
  'inbox.forwardEmail.copy': 'Copia (correo)',
  'inbox.forwardEmail.history': 'Incluir el historial de la conversación y los adjuntos',
  'inbox.forwardEmail.note': 'Mensaje',
  'inbox.forwardEmail.submit': 'Reenviar',
  'inbox.forwardEmail.sent': 'Correo reenviado.',
};
