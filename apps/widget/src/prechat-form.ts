import type { WidgetConfig } from '@contact/domain/widget';
import { WidgetApiError, type WidgetApi } from './api';
import { h } from './dom';
import type { Texts } from './i18n';

const fields = ['name', 'email', 'phone'] as const;

/** The pre-chat form: name and e-mail or phone; the server's translated errors shown under each field. */
export function preChatForm(
  config: WidgetConfig,
  texts: Texts,
  api: WidgetApi,
  onStarted: (started: { token: string; name: string }) => void,
) {
  const inputs = {
    name: h('input', { type: 'text', name: 'name', autocomplete: 'name', maxlength: '120' }),
    email: h('input', { type: 'email', name: 'email', autocomplete: 'email' }),
    phone: h('input', { type: 'tel', name: 'phone', autocomplete: 'tel', placeholder: '(11) 98765-4321' }),
  };
  const errors = Object.fromEntries(fields.map((field) => [field, h('span', { class: 'error' })])) as Record<
    (typeof fields)[number],
    HTMLSpanElement
  >;
  const general = h('span', { class: 'error' });
  const submit = h('button', { class: 'primary', type: 'submit' }, texts.start);

  async function handleSubmit(event: Event) {
    event.preventDefault();
    submit.disabled = true;
    for (const field of fields) errors[field].textContent = '';
    general.textContent = '';
    try {
      onStarted(await api.start({ name: inputs.name.value, email: inputs.email.value, phone: inputs.phone.value }));
    } catch (error) {
      const fieldErrors = error instanceof WidgetApiError ? error.fields : {};
      for (const field of fields) errors[field].textContent = fieldErrors[field] ?? '';
      if (Object.keys(fieldErrors).length === 0)
        general.textContent = error instanceof WidgetApiError ? error.message : texts.failed;
    } finally {
      submit.disabled = false;
    }
  }

  const label = (text: string, field: (typeof fields)[number]) => {
    errors[field].id = `contact-widget-${field}-error`;
    inputs[field].setAttribute('aria-describedby', errors[field].id);
    return h('div', { class: 'field' }, h('label', {}, text, inputs[field]), errors[field]);
  };
  return h(
    'form',
    { class: 'start', novalidate: true, onsubmit: handleSubmit },
    config.messages.welcome ? h('div', { class: 'bubble theirs' }, config.messages.welcome) : null,
    config.messages.expectedAnswer ? h('div', { class: 'hint' }, config.messages.expectedAnswer) : null,
    label(texts.name, 'name'),
    label(texts.email, 'email'),
    label(texts.phone, 'phone'),
    h('span', { class: 'hint' }, texts.contactHint),
    general,
    submit,
  );
}
