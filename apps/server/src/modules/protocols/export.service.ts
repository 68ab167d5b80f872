import { channelById } from '@contact/domain/channels';
import { isMessageKey, translate, type MessageKey, type MessageParams } from '@contact/domain/i18n';
import type { Locale } from '@contact/domain/locales';
import { asc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Database } from '../../db/client';
import { departments, messages, protocolEvents, protocolNotes } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { assertVisible } from './protocol-change';
import { findProtocol } from './protocol.repo';

/** The PDF's built-in fonts cover Latin-1: other characters (emoji) print as '?'. */
const printable = (text: string) =>
  [...text]
    .map((character) => (character === '\n' || (character >= ' ' && character <= '\u00ff') ? character : '?'))
    .join('');

/** Dates as a Brazilian reader expects them, in the company's time zone. */
function formatDate(value: Date | string | null, locale: Locale): string {
  if (!value) return '-';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(value));
}

/** A protocol as a PDF document: its data, messages, internal notes and history. */
export async function exportProtocolPdf(
  db: Database,
  auth: AuthContext,
  protocolId: number,
  locale: Locale,
): Promise<Buffer> {
  const row = await findProtocol(db, auth.companyId, protocolId);
  assertVisible(auth, row);
  const t = (key: MessageKey, params?: MessageParams) => printable(translate(locale, key, params));
  const [department] = await db
    .select({ name: departments.name })
    .from(departments)
    .where(eq(departments.id, row.departmentId));
  const [messageRows, noteRows, historyRows] = await Promise.all([
    db.select().from(messages).where(eq(messages.protocolId, row.id)).orderBy(asc(messages.id)),
    db.select().from(protocolNotes).where(eq(protocolNotes.protocolId, row.id)).orderBy(asc(protocolNotes.id)),
    db.select().from(protocolEvents).where(eq(protocolEvents.protocolId, row.id)).orderBy(asc(protocolEvents.id)),
  ]);

  const document = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: t('export.title', { number: row.number }) },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));

  const channel = channelById(row.channelId);
  const channelKey = `channels.${channel?.name ?? ''}`;
  const statusKey = `protocolStatus.${row.status}`;
  document
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(t('export.title', { number: row.number }));
  document.moveDown(0.5).font('Helvetica').fontSize(10);
  const facts: [MessageKey, string][] = [
    ['export.customer', row.customerName ?? '-'],
    ['export.channel', isMessageKey(channelKey) ? translate(locale, channelKey) : String(row.channelId)],
    ['export.department', department?.name ?? '-'],
    ['export.status', isMessageKey(statusKey) ? translate(locale, statusKey) : String(row.status)],
    ['export.owner', row.userName ?? '-'],
    ['export.openedAt', formatDate(row.createdAt, locale)],
    ['export.closedAt', formatDate(row.closedAt, locale)],
  ];
  for (const [label, value] of facts) document.text(`${t(label)}: ${printable(value)}`);

  const section = (title: MessageKey) =>
    document.moveDown().font('Helvetica-Bold').fontSize(12).text(t(title)).font('Helvetica').fontSize(10);
  section('export.messages');
  for (const message of messageRows) {
    const author =
      message.author === 'customer'
        ? t('export.customerAuthor')
        : message.author === 'bot'
          ? t('export.botAuthor')
          : printable(message.userName ?? t('export.systemAuthor'));
    document.font('Helvetica-Bold').text(`${formatDate(message.createdAt, locale)} · ${author}`, { continued: false });
    document.font('Helvetica').text(printable(message.text || ''));
    for (const file of message.attachments as { name: string }[])
      document.text(t('export.attachment', { name: file.name }));
  }
  if (messageRows.length === 0) document.text('-');
  section('export.notes');
  for (const note of noteRows)
    document.text(`${formatDate(note.createdAt, locale)} · ${printable(note.userName ?? '')}: ${printable(note.text)}`);
  if (noteRows.length === 0) document.text('-');
  section('export.history');
  for (const entry of historyRows) {
    const key = `history.${entry.type}`;
    const what = isMessageKey(key) ? t(key) : entry.type;
    document.text(
      `${formatDate(entry.createdAt, locale)} · ${what} · ${printable(entry.userName ?? t('export.systemAuthor'))}`,
    );
  }
  document
    .moveDown()
    .fontSize(8)
    .fillColor('#666')
    .text(t('export.generatedAt', { date: formatDate(new Date(), locale), name: auth.name }));
  document.end();
  return finished;
}
