/** The widget's texts; pt-BR by default, Spanish by the page's language. */
const ptBR = {
  open: 'Abrir o chat',
  close: 'Fechar o chat',
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  start: 'Iniciar conversa',
  contactHint: 'Informe seu e-mail ou telefone para receber a resposta.',
  placeholder: 'Escreva sua mensagem…',
  send: 'Enviar',
  attach: 'Anexar arquivo',
  retry: 'Não enviada. Toque para tentar de novo.',
  offline: 'Reconectando…',
  closed: 'Fora do horário de atendimento',
  failed: 'Não foi possível falar com o atendimento. Tente novamente.',
  agent: 'Atendimento',
  agentTyping: 'Atendente digitando…',
};
export type Texts = typeof ptBR;

const esES: Texts = {
  open: 'Abrir el chat',
  close: 'Cerrar el chat',
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  start: 'Iniciar conversación',
  contactHint: 'Indica tu correo electrónico o teléfono para recibir la respuesta.',
  placeholder: 'Escribe tu mensaje…',
  send: 'Enviar',
  attach: 'Adjuntar archivo',
  retry: 'No enviado. Toca para intentarlo de nuevo.',
  offline: 'Reconectando…',
  closed: 'Fuera del horario de atención',
  failed: 'No se pudo contactar con la atención. Inténtalo de nuevo.',
  agent: 'Atención',
  agentTyping: 'El agente está escribiendo…',
};

const esAR: Texts = {
  ...esES,
  contactHint: 'Indicá tu correo electrónico o teléfono para recibir la respuesta.',
  placeholder: 'Escribí tu mensaje…',
  retry: 'No enviado. Tocá para intentar de nuevo.',
  failed: 'No se pudo contactar con la atención. Probá de nuevo.',
};

const esPE: Texts = {
  ...esES,
  contactHint: 'Indique su correo electrónico o teléfono para recibir la respuesta.',
  placeholder: 'Escriba su mensaje…',
  retry: 'No enviado. Toque para intentar de nuevo.',
  failed: 'No se pudo contactar con la atención. Intente de nuevo.',
  agentTyping: 'El asesor está escribiendo…',
};

const esMX: Texts = {
  ...esES,
  placeholder: 'Escribe tu mensaje…',
  retry: 'No enviado. Toca para intentar de nuevo.',
  failed: 'No se pudo contactar con la atención. Intenta de nuevo.',
  agentTyping: 'El asesor está escribiendo…',
};

const texts = { 'pt-BR': ptBR, 'es-ES': esES, 'es-AR': esAR, 'es-PE': esPE, 'es-MX': esMX } as const;
export type WidgetLocale = keyof typeof texts;

/** The page's `lang`, else the browser's language: a listed Spanish variant, other Spanish as es-ES, else pt-BR. */
export function pickLocale(...candidates: (string | null | undefined)[]): WidgetLocale {
  for (const candidate of candidates) {
    const tag = candidate?.trim().toLowerCase();
    if (!tag) continue;
    const exact = (Object.keys(texts) as WidgetLocale[]).find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    if (tag.startsWith('es')) return 'es-ES';
    if (tag.startsWith('pt')) return 'pt-BR';
  }
  return 'pt-BR';
}

export const textsFor = (locale: WidgetLocale): Texts => texts[locale];
