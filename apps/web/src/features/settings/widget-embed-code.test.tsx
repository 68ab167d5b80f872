import { widgetSection } from '@contact/domain/settings';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SectionForm } from './section-form';

const saved = {
  id: 7,
  active: true,
  name: 'Site principal',
  department: 1,
  channels: [1],
  title: 'Fale com a gente',
  color: '#1c7ed6',
  position: 'right',
  messages: { welcome: '', expectedAnswer: '', nextMessage: '' },
  allowedDomains: [],
  publicKey: 'chave-publica-do-widget-1',
};

function renderForm(record?: typeof saved) {
  renderWithProviders(
    <SectionForm section={widgetSection} record={record} options={{}} onSave={vi.fn()} onCancel={vi.fn()} />,
  );
}

describe('web chat widget: the embed code ready to copy', () => {
  it('a saved widget shows its script tag with the public key, a copy button and its demo page', () => {
    renderForm(saved);
    const code = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Código para o site/ });
    expect(code.value).toBe(
      `<script src="${window.location.origin}/widget.js" data-key="chave-publica-do-widget-1" async></script>`,
    );
    expect(code.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copiar o código do widget' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Testar na página de demonstração' }).getAttribute('href')).toBe(
      '/widget/demo?key=chave-publica-do-widget-1',
    );
  });

  it('a widget not saved yet has no code to show', () => {
    renderForm();
    expect(screen.queryByRole('textbox', { name: /Código para o site/ })).toBeNull();
  });
});
