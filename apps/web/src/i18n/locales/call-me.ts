/** Texts of the inbox's "call me" dialog (click-to-call). pt-BR is the source; es-ES is shared by every Spanish. */
export const callMePtBR = {
  'inbox.action.callMe': 'Ligar para o cliente',
  'inbox.callMe.title': 'Ligar para o cliente',
  'inbox.callMe.help': 'O discador chama primeiro o seu ramal; quando você atender, ele liga para o número escolhido.',
  'inbox.callMe.numbers': 'Número',
  'inbox.callMe.other': 'Outro número',
  'inbox.callMe.otherPhone': 'Número para ligar',
  'inbox.callMe.noNumbers': 'O cliente não tem telefone cadastrado: digite o número.',
  'inbox.callMe.submit': 'Ligar',
  'inbox.timeline.call_requested': 'Ligação solicitada ao discador',
};

export const callMeEsES: typeof callMePtBR = {
  'inbox.action.callMe': 'Llamar al cliente',
  'inbox.callMe.title': 'Llamar al cliente',
  'inbox.callMe.help': 'El marcador llama primero a tu extensión; cuando contestes, llama al número elegido.',
  'inbox.callMe.numbers': 'Número',
  'inbox.callMe.other': 'Otro número',
  'inbox.callMe.otherPhone': 'Número al que llamar',
  'inbox.callMe.noNumbers': 'El cliente no tiene teléfono registrado: escribe el número.',
  'inbox.callMe.submit': 'Llamar',
  'inbox.timeline.call_requested': 'Llamada solicitada al marcador',
};

/** Rioplatense: voseo, and an extension is an "interno". */
export const callMeEsAR: Partial<typeof callMePtBR> = {
  'inbox.callMe.help': 'El discador llama primero a tu interno; cuando atendés, llama al número elegido.',
  'inbox.callMe.noNumbers': 'El cliente no tiene teléfono registrado: escribí el número.',
  'inbox.timeline.call_requested': 'Llamada solicitada al discador',
};

/** Peru: usted. */
export const callMeEsPE: Partial<typeof callMePtBR> = {
  'inbox.callMe.help': 'El marcador llama primero a su extensión; cuando conteste, llama al número elegido.',
  'inbox.callMe.noNumbers': 'El cliente no tiene teléfono registrado: escriba el número.',
};
