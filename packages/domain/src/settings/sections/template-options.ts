/** Languages and categories of WhatsApp message templates, as Meta names them. */
export const templateLanguages = ['pt_BR', 'es', 'es_AR', 'es_MX', 'es_PE', 'en_US'] as const;
export const templateCategories = ['marketing', 'utility', 'authentication'] as const;
