import {
  blockedWordSection,
  breakSection,
  completeValues,
  distributionSection,
  faqSection,
  scheduleSection,
  slaSection,
  tabulationSection,
  tagSection,
  weekdays,
  widgetSection,
  type AnySection,
} from '@contact/domain/settings';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { departments, settingsRecords } from './schema';

type Ids = (...names: string[]) => number[];

const workdays = weekdays.filter((day) => day !== 'sunday' && day !== 'saturday');

/** The demo company's configuration, so every screen has something to show. */
function demoRecords(ids: Ids): [AnySection, Record<string, unknown>][] {
  const all = ids('Atendimento', 'Financeiro', 'Suporte Técnico');
  return [
    [breakSection, { description: 'Almoço', time: 60, departments: all, obligatory: true, blocksScreen: true }],
    [breakSection, { description: 'Café', time: 15, departments: all, preBreak: true }],
    [breakSection, { description: 'Banheiro', time: 10, departments: all }],
    [breakSection, { description: 'Feedback com a supervisão', time: 20, departments: all, preBreak: true }],
    [
      tabulationSection,
      { description: 'Dúvida esclarecida', category: 'protocol', group: 'Atendimento', sentiment: 'positive' },
    ],
    [
      tabulationSection,
      {
        description: 'Problema técnico encaminhado',
        category: 'protocol',
        group: 'Suporte',
        sentiment: 'neutral',
        departments: ids('Suporte Técnico'),
      },
    ],
    [
      tabulationSection,
      {
        description: 'Acordo de pagamento fechado',
        category: 'protocol',
        group: 'Cobrança',
        sentiment: 'positive',
        departments: ids('Financeiro'),
        cpc: true,
      },
    ],
    [tabulationSection, { description: 'Reclamação registrada', category: 'occurrence', sentiment: 'negative' }],
    [
      tabulationSection,
      {
        description: 'Contato indevido',
        category: 'protocol',
        sentiment: 'neutral',
        blacklist: true,
        blacklistBy: 'channel_id',
      },
    ],
    [tagSection, { name: 'VIP', level: 1, color: '#f59f00' }],
    [tagSection, { name: 'Reclamação', level: 2, color: '#e03131' }],
    [tagSection, { name: 'Retornar contato', level: 3, color: '#1c7ed6' }],
    [
      faqSection,
      { tag: '/horario', text: 'Nosso atendimento funciona de segunda a sexta, das 8h às 18h.', departments: all },
    ],
    [
      faqSection,
      {
        tag: '/boleto',
        text: 'Você pode emitir a segunda via do boleto na área do cliente, no menu Financeiro.',
        departments: ids('Financeiro'),
      },
    ],
    [
      faqSection,
      {
        tag: '/reiniciar',
        text: 'Desligue o equipamento da tomada, aguarde 30 segundos e ligue novamente.',
        departments: ids('Suporte Técnico'),
      },
    ],
    ...['idiota', 'imbecil', 'otário', 'babaca'].map((word): [AnySection, Record<string, unknown>] => [
      blockedWordSection,
      { word },
    ]),
    [
      slaSection,
      {
        description: 'Chat do Atendimento',
        time: 15,
        id_unit_of_time: 2,
        departments: ids('Atendimento'),
        channels: [1],
      },
    ],
    [
      slaSection,
      {
        description: 'WhatsApp do Atendimento',
        time: 30,
        id_unit_of_time: 2,
        departments: ids('Atendimento'),
        channels: [2],
      },
    ],
    [
      scheduleSection,
      {
        description: 'Horário comercial',
        departments: all,
        weekdays: workdays.map((weekday) => ({ weekday, start: '08:00', end: '18:00' })),
        blockedDays: [{ date: '2026-12-25', description: 'Natal' }],
        outOfHoursMessage:
          'Estamos fora do horário de atendimento (segunda a sexta, das 8h às 18h). Deixe sua mensagem!',
        noOperatorMessage: 'Todos os nossos atendentes estão ocupados. Você será atendido em breve.',
        botEnabled: true,
      },
    ],
    [
      distributionSection,
      {
        description: 'Rodízio do Atendimento',
        departments: ids('Atendimento'),
        mode: 'round_robin',
        maxSimultaneous: 5,
      },
    ],
    [
      widgetSection,
      {
        name: 'Site principal',
        department: ids('Atendimento')[0],
        channels: [1, 2],
        title: 'Fale com a gente',
        messages: {
          welcome: 'Olá! Bem-vindo ao atendimento da Demo.',
          expectedAnswer: 'Para começar, qual é o seu nome?',
          nextMessage: 'Obrigado! Um atendente já vai falar com você.',
        },
        publicKey: randomBytes(18).toString('base64url'),
      },
    ],
  ];
}

/** Seeds the settings of a demo company; each record is checked against its section first. */
export async function seedDemoSettings(db: Database, companyId: number): Promise<void> {
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.companyId, companyId));
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  const ids: Ids = (...names) => names.map((name) => byName.get(name) ?? 0);
  const values = demoRecords(ids).map(([section, record]) => {
    const { publicKey, ...input } = record;
    section.schemas.create.parse(input);
    return {
      companyId,
      section: section.key,
      data: { ...completeValues(section.fields, input), ...(publicKey ? { publicKey } : {}) },
    };
  });
  await db.insert(settingsRecords).values(values);
}
