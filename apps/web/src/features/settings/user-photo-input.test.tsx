import { secretMask, userSection } from '@contact/domain/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../api/http-error';
import { renderWithProviders } from '../../test/render';
import { SectionForm } from './section-form';
import type { SettingsRecord } from './section-api';

const ana: SettingsRecord = {
  id: 8,
  active: true,
  name: 'Ana Souza',
  email: 'ana@demo.com.br',
  password: secretMask,
  role: 1,
  department: [],
  ramal: null,
  weonExtension: null,
  telephonyProvider: null,
  utc: 'America/Sao_Paulo',
  phone: null,
  canTransferOutsideDepartments: false,
  performsOutbound: false,
  analysesSentiment: false,
  distribuition: true,
  photoUrl: null,
};

const options = { profiles: [{ value: '1', label: 'Administrador' }], timezones: [] };

function renderForm(onSave = vi.fn(async (_body: unknown, _files?: unknown) => undefined)) {
  renderWithProviders(
    <SectionForm section={userSection} record={ana} options={options} onSave={onSave} onCancel={() => undefined} />,
  );
  return onSave;
}

function choose(file: File): void {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ana.png', { type: 'image/png' });

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the user form’s photo', () => {
  it('previews a chosen photo and sends it beside the fields', async () => {
    const onSave = renderForm();
    const photo = png();
    choose(photo);
    expect(screen.getByLabelText('Pré-visualização da foto').textContent).toBe('ana.png');
    expect(screen.getByRole('img', { name: 'Ana Souza' }).getAttribute('src')).toBe('blob:preview');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([expect.objectContaining({ name: 'Ana Souza' }), { photo }]);
  });

  it('refuses a file of another type, as the profile photo does, and saves without it', async () => {
    const onSave = renderForm();
    choose(new File(['GIF89a'], 'ana.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Tipo de arquivo não permitido. Use: PNG, JPEG, WebP.')).toBeTruthy();
    expect(screen.queryByLabelText('Pré-visualização da foto')).toBeNull();
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[1]).toBeUndefined();
  });

  it('refuses a photo over 2 MB', async () => {
    renderForm();
    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }));
    expect(await screen.findByText('A requisição excede o tamanho máximo de 2 MB.')).toBeTruthy();
    expect(screen.queryByLabelText('Pré-visualização da foto')).toBeNull();
  });

  it('shows the server’s message about the photo on the photo field', async () => {
    const refused = 'Tipo de arquivo não permitido. Envie PNG, JPEG, WebP.';
    const onSave = vi.fn(async () => {
      throw new HttpError(400, 'validation', 'Dados inválidos.', { photo: refused });
    });
    renderForm(onSave);
    choose(png());
    save();
    const message = await screen.findByText(refused, { selector: '.mantine-InputWrapper-error' });
    expect(message.closest('.mantine-InputWrapper-root')?.textContent).toContain('Escolher foto');
  });
});
