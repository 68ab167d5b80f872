import { defineSection, field, secretMask, weekdays, widgetSection } from '@contact/domain/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../api/http-error';
import { i18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { fieldTitle } from './field-label';
import { SectionForm } from './section-form';
import type { SettingsRecord } from './section-api';

/** One declaration with every field type the engine draws. */
const richSection = defineSection({
  key: 'rich',
  segment: 'rich',
  path: '/api/v1/settings/rich',
  title: 'settings.section.widget',
  fields: {
    description: field.text({ required: true }),
    message: field.textarea(),
    email: field.email(),
    time: field.integer({ required: true, min: 1, max: 100 }),
    obligatory: field.boolean(),
    position: field.choice('widgetPosition', ['right', 'left'], { required: true, default: 'right' }),
    modules: field.choice('module', ['relationship', 'workflow'], { multiple: true }),
    id_unit_of_time: field.reference('unitsOfTime', { required: true }),
    departments: field.reference('departments', { multiple: true }),
    password: field.secret({ required: true }),
    color: field.color({ default: '#1c7ed6' }),
    allowedDomains: field.textList(),
    settings: field.group({ phone: field.phone(), endpoint: field.url() }),
    weekdays: field.list({
      weekday: field.choice('weekday', weekdays, { required: true }),
      start: field.time({ required: true }),
      end: field.time({ required: true }),
    }),
    publicKey: field.generated(),
  },
  read: 'administration',
  list: { columns: ['description', 'active'], search: ['description'] },
});

const options = {
  unitsOfTime: [
    { value: '1', label: 'Segundos' },
    { value: '2', label: 'Minutos' },
  ],
  departments: [{ value: '7', label: 'Vendas' }],
};

const stored: SettingsRecord = {
  id: 5,
  active: true,
  description: 'Atendimento',
  message: null,
  email: null,
  time: 10,
  obligatory: true,
  position: 'left',
  modules: ['workflow'],
  id_unit_of_time: 2,
  departments: [7],
  password: secretMask,
  hasPassword: true,
  color: '#ff0000',
  allowedDomains: ['exemplo.com.br'],
  settings: { phone: null, endpoint: null },
  weekdays: [{ weekday: 'monday', start: '08:00', end: '18:00' }],
  publicKey: 'pk_123',
};

const label = (name: string) => fieldTitle(i18n.t, name);

function renderForm(record?: SettingsRecord, onSave = vi.fn(async () => undefined)) {
  renderWithProviders(
    <SectionForm section={richSection} record={record} options={options} onSave={onSave} onCancel={() => undefined} />,
  );
  return onSave;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('the generic settings form', () => {
  it('titles the widget’s messages once (the group’s own frame)', () => {
    renderWithProviders(
      <SectionForm section={widgetSection} options={options} onSave={vi.fn()} onCancel={() => undefined} />,
    );
    expect(screen.getAllByText(label('messages'))).toHaveLength(1);
    expect(screen.getByLabelText(label('welcome'))).toBeTruthy();
  });

  it('draws an input for every field type of the declaration, with the stored values', () => {
    renderForm(stored);
    expect(screen.getByLabelText(new RegExp(`^${label('description')}`))).toHaveProperty('value', 'Atendimento');
    expect(screen.getByLabelText(label('message')).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText(new RegExp(`^${label('time')}`))).toHaveProperty('value', '10');
    expect(screen.getByRole('switch', { name: label('obligatory') })).toHaveProperty('checked', true);
    expect(screen.getByDisplayValue('Esquerda')).toBeTruthy();
    expect(screen.getAllByText('Workflow').length).toBeGreaterThan(0);
    expect(screen.getByDisplayValue('Minutos')).toBeTruthy();
    expect(screen.getAllByText('Vendas').length).toBeGreaterThan(0);
    expect(screen.getByDisplayValue('#ff0000')).toBeTruthy();
    expect(screen.getAllByText('exemplo.com.br').length).toBeGreaterThan(0);
    expect(screen.getByText(label('settings'))).toBeTruthy();
    expect(screen.getByLabelText(label('endpoint'))).toBeTruthy();
    expect(screen.getByDisplayValue('08:00')).toBeTruthy();
    expect(screen.getByDisplayValue('pk_123')).toHaveProperty('readOnly', true);
    expect(screen.getAllByPlaceholderText('Digite ou selecione').length).toBeGreaterThanOrEqual(3);
  });

  it('keeps a stored secret left masked, and sends a new one typed over it', async () => {
    const onSave = renderForm(stored);
    const secret = screen.getByLabelText(new RegExp(`^${label('password')}`));
    expect(secret).toHaveProperty('value', secretMask);
    expect(screen.getByText(i18n.t('settings.form.secretKept'))).toBeTruthy();
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [kept] = onSave.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(kept).not.toHaveProperty('password');
    expect(kept).toMatchObject({ description: 'Atendimento', id_unit_of_time: 2, departments: [7], time: 10 });

    fireEvent.change(secret, { target: { value: 'nova-senha' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]).toEqual([expect.objectContaining({ password: 'nova-senha' }), undefined]);
  });

  it('refuses a new record without its required fields, in the domain’s words', async () => {
    const onSave = renderForm();
    save();
    expect(await screen.findAllByText(/obrigatório/i)).not.toHaveLength(0);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors under their inputs, nested ones too', async () => {
    const onSave = vi.fn(async () => {
      throw new HttpError(409, 'conflict', 'Já existe sla para esse departamento e canal', {
        departments: 'Já existe sla para esse departamento e canal',
        'settings.endpoint': 'Endereço recusado pelo provedor.',
      });
    });
    renderForm(stored, onSave);
    save();
    expect(await screen.findByText('Endereço recusado pelo provedor.')).toBeTruthy();
    expect(screen.getAllByText(/Já existe sla para esse departamento e canal/).length).toBeGreaterThanOrEqual(1);
  });
});
