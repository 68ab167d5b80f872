import { describe, expect, it } from 'vitest';
import { metaComponents, valuesFromMeta, type CloudTemplateValues } from './template-components';

const listed = (header: Record<string, unknown>) => ({
  id: '9000000001',
  name: 'oferta',
  language: 'pt_BR',
  status: 'APPROVED',
  category: 'MARKETING',
  components: [header, { type: 'BODY', text: 'Oi {{1}}!', example: { body_text: [['Carla']] } }],
});

describe('a template as Meta lists it', () => {
  it.each(['IMAGE', 'VIDEO', 'DOCUMENT'])('keeps a %s header as its format, without text', (format) => {
    const values = valuesFromMeta(listed({ type: 'HEADER', format, example: { header_handle: ['4::aW1h'] } }));
    expect(values).toMatchObject({ headerFormat: format.toLowerCase(), header: null, text: 'Oi {{1}}!' });
  });

  it('keeps a text header with its text', () => {
    const values = valuesFromMeta(listed({ type: 'HEADER', format: 'TEXT', text: 'Novidade' }));
    expect(values).toMatchObject({ headerFormat: 'text', header: 'Novidade' });
  });

  it('without a header it is a text one with none', () => {
    const values = valuesFromMeta({ ...listed({}), components: [{ type: 'BODY', text: 'Olá' }] });
    expect(values).toMatchObject({ headerFormat: 'text', header: null, text: 'Olá' });
  });
});

describe("a record as Meta's components", () => {
  const record: CloudTemplateValues = {
    connection: 1,
    name: 'aviso',
    language: 'pt_BR',
    category: 'utility',
    headerFormat: 'text',
    header: 'Aviso',
    text: 'Seu pedido chegou.',
    examples: null,
    footer: null,
    buttons: [],
    status: null,
    reason: null,
    metaId: null,
  };

  it('a text header goes as TEXT', () => {
    expect(metaComponents(record)[0]).toEqual({ type: 'HEADER', format: 'TEXT', text: 'Aviso' });
  });

  it('a record kept before the format existed still has its text header', () => {
    const { headerFormat: _format, ...older } = record;
    expect(metaComponents(older as CloudTemplateValues)[0]).toEqual({ type: 'HEADER', format: 'TEXT', text: 'Aviso' });
  });
});
