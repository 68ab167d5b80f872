/** Texts of the typing indicators. pt-BR is the source; es-ES is shared by every Spanish. */
export const typingPtBR = {
  'inbox.customerTyping': 'Cliente digitando…',
};

export const typingEsES: typeof typingPtBR = {
  'inbox.customerTyping': 'El cliente está escribiendo…',
};
