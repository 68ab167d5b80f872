import 'i18next';
import type { Messages } from '@contact/domain/i18n';
import type { crmTemplatesPtBR } from './locales/crm-templates';
import type { ptBR } from './locales/pt-BR';
import type { settingsPagesPtBR } from './locales/settings/pt-BR';

declare module 'i18next' {
  // Module augmentation only merges with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    nsSeparator: false;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
    resources: {
      translation: Messages & typeof ptBR & typeof settingsPagesPtBR & typeof crmTemplatesPtBR;
    };
  }
}
