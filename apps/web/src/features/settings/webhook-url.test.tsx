import { whatsappOfficialSection } from '@contact/domain/settings';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SectionForm } from './section-form';

const saved = {
  id: 3,
  active: true,
  description: 'WhatsApp do Atendimento',
  phone: null,
  phoneNumberId: '106540352242922',
  businessAccountId: '102290129340398',
  accessToken: '••••',
  appSecret: '••••',
  verifyToken: '••••',
  apiVersion: 'v21.0',
  departments: [],
};

function renderForm(record?: typeof saved) {
  renderWithProviders(
    <SectionForm section={whatsappOfficialSection} record={record} options={{}} onSave={vi.fn()} onCancel={vi.fn()} />,
  );
}

describe('WhatsApp Cloud API number: the webhook URL ready to copy', () => {
  it('a saved number shows its full webhook URL with a copy button', () => {
    renderForm(saved);
    const url = screen.getByRole<HTMLInputElement>('textbox', { name: /URL do webhook/ });
    expect(url.value).toBe(`${window.location.origin}/api/webhooks/whatsapp/3`);
    expect(url.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copiar a URL do webhook' })).toBeTruthy();
  });

  it('a number not saved yet has no URL to show', () => {
    renderForm();
    expect(screen.queryByRole('textbox', { name: /URL do webhook/ })).toBeNull();
  });
});
