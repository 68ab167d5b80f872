import {
  IconAddressBook,
  IconChartBar,
  IconDatabase,
  IconLayoutDashboard,
  IconMessages,
  IconRoute,
  IconSettings,
  IconSubtask,
  IconTemplate,
  type Icon,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';

export type MenuEntry = {
  path: string;
  label: ParseKeys;
  icon: Icon;
  /** False while the module is still to come: its route shows the "not available yet" page. */
  available: boolean;
};

/** The main menu of spec backoffice §2, in its order. */
export const mainMenu: readonly MenuEntry[] = [
  { path: '/workflow', label: 'menu.workflow', icon: IconSubtask, available: false },
  { path: '/cadastros', label: 'menu.registers', icon: IconAddressBook, available: false },
  { path: '/chats', label: 'menu.chats', icon: IconMessages, available: true },
  { path: '/crm-templates', label: 'menu.crmTemplates', icon: IconTemplate, available: true },
  { path: '/dashboard', label: 'menu.dashboard', icon: IconLayoutDashboard, available: false },
  { path: '/analytics', label: 'menu.analytics', icon: IconChartBar, available: false },
  { path: '/mailing', label: 'menu.mailing', icon: IconDatabase, available: false },
  { path: '/configuracoes', label: 'menu.settings', icon: IconSettings, available: true },
  { path: '/smart-flow', label: 'menu.smartFlow', icon: IconRoute, available: false },
];

/** The menu entry an address belongs to: its own path or a page under it. */
export function activeMenuPath(pathname: string): string | null {
  return mainMenu.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`))?.path ?? null;
}
