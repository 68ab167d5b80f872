import { describe, expect, it } from 'vitest';
import { templateBody } from './outbound-message';

describe('a template as the Cloud API sends it', () => {
  it.each(['image', 'video', 'document'] as const)(
    'a %s header goes by its link, before the body variables',
    (type) => {
      const link = `https://cdn.loja.example/arquivo-${type}`;
      const body = templateBody('5511987654321', {
        name: 'oferta',
        language: 'pt_BR',
        variables: ['Carla'],
        header: { type, link },
      });
      expect(body.template.components).toEqual([
        { type: 'header', parameters: [{ type, [type]: { link } }] },
        { type: 'body', parameters: [{ type: 'text', text: 'Carla' }] },
      ]);
    },
  );

  it('without a media header nor variables it has no components', () => {
    const body = templateBody('5511987654321', { name: 'aviso', language: 'pt_BR', variables: [] });
    expect(body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      type: 'template',
      template: { name: 'aviso', language: { code: 'pt_BR' }, components: [] },
    });
  });
});
