import type { WidgetConfig } from '@contact/domain/widget';
import type { WidgetApi } from './api';
import { createConversation, type Conversation } from './conversation';
import { h } from './dom';
import type { Texts } from './i18n';
import { messageBubble } from './message-list';
import { preChatForm } from './prechat-form';
import { createSession } from './session';
import { chatIcon, styles } from './styles';

/** Mounts the launcher and the panel in a shadow root at the end of the page. */
export function mountWidget(options: {
  base: string;
  key: string;
  config: WidgetConfig;
  texts: Texts;
  api: WidgetApi;
}) {
  const { base, config, texts, api } = options;
  const session = createSession(options.key);
  const host = h('div', { 'data-contact-widget': '' });
  const root = host.attachShadow({ mode: 'open' });
  const body = h('div', { class: 'body', role: 'log', 'aria-live': 'polite' });
  const status = h('div', { class: 'status', hidden: true }, texts.offline);
  const composer = h('div', { class: 'composer', hidden: true });
  const files = h('div', { class: 'files' });
  const agentTyping = h('div', { class: 'typing', role: 'status', hidden: true }, texts.agentTyping);
  const panel = h(
    'div',
    { class: 'panel', role: 'dialog', 'aria-label': config.title, hidden: true },
    h(
      'div',
      { class: 'header' },
      h('span', {}, config.title),
      h('button', { type: 'button', 'aria-label': texts.close, onclick: () => toggle(false) }, '×'),
    ),
    config.open ? null : h('div', { class: 'notice' }, config.outOfHoursMessage || texts.closed),
    status,
    body,
    agentTyping,
    files,
    composer,
  );
  const launcher = h('button', {
    class: 'launcher',
    type: 'button',
    'aria-label': texts.open,
    onclick: () => toggle(),
  });
  launcher.innerHTML = chatIcon;
  const style = h('style', {}, styles(config.color, config.position));
  root.append(style, launcher, panel);
  document.body.append(host);

  let conversation: Conversation | null = null;
  const visible = () => !panel.hidden && document.visibilityState === 'visible';

  function toggle(open = panel.hidden) {
    panel.hidden = !open;
    session.rememberOpen(open);
    if (open) conversation?.markRead();
  }

  function renderMessages() {
    if (!conversation) return;
    status.hidden = conversation.connected;
    agentTyping.hidden = !conversation.agentTyping;
    const atBottom = body.scrollHeight - body.scrollTop - body.clientHeight < 40;
    body.replaceChildren(
      ...(config.messages.welcome ? [h('div', { class: 'bubble theirs' }, config.messages.welcome)] : []),
      ...(config.messages.nextMessage ? [h('div', { class: 'bubble theirs' }, config.messages.nextMessage)] : []),
      ...conversation.entries().map((entry) => messageBubble(base, entry, texts, (id) => conversation?.retry(id))),
    );
    if (atBottom || body.dataset.scrolled !== 'yes') body.scrollTop = body.scrollHeight;
    body.dataset.scrolled = 'yes';
  }

  function showForm() {
    conversation?.disconnect();
    conversation = null;
    composer.hidden = true;
    status.hidden = true;
    agentTyping.hidden = true;
    body.replaceChildren(
      preChatForm(config, texts, api, (started) => {
        session.save(started.token);
        startConversation(started.token);
      }),
    );
  }

  function startConversation(token: string) {
    api.setToken(token);
    conversation = createConversation({
      base,
      token,
      api,
      isVisible: visible,
      onChange: renderMessages,
      onExpired: () => {
        session.clear();
        api.setToken(null);
        showForm();
      },
    });
    composer.replaceChildren(...composerParts(conversation));
    composer.hidden = false;
    renderMessages();
    conversation.connect();
  }

  function composerParts(current: Conversation) {
    const text = h('textarea', { placeholder: texts.placeholder, 'aria-label': texts.placeholder, rows: '1' });
    const picker = h('input', { type: 'file', multiple: true, hidden: true });
    const showFiles = () => (files.textContent = [...(picker.files ?? [])].map((file) => `📎 ${file.name}`).join('  '));
    picker.addEventListener('change', showFiles);
    const send = () => {
      const chosen = [...(picker.files ?? [])];
      if (!text.value.trim() && chosen.length === 0) return;
      current.send(text.value, chosen);
      text.value = '';
      picker.value = '';
      showFiles();
    };
    text.addEventListener('input', () => current.typing());
    text.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        send();
      }
    });
    return [
      h('button', { class: 'icon', type: 'button', 'aria-label': texts.attach, onclick: () => picker.click() }, '📎'),
      picker,
      text,
      h('button', { class: 'primary', type: 'button', onclick: send }, texts.send),
    ];
  }

  document.addEventListener('visibilitychange', () => {
    if (visible()) conversation?.markRead();
  });
  const token = session.token();
  if (token) startConversation(token);
  else showForm();
  if (session.wasOpen()) toggle(true);
}
