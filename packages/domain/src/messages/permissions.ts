/** What sending a message uses, as the role permissions name it (spec backoffice §6). */
export type SendCapability = 'photos' | 'emojis' | 'attachments' | 'audio';

const emoji = /\p{Extended_Pictographic}/u;

export function capabilitiesUsed(text: string, attachmentTypes: readonly string[]): SendCapability[] {
  const used = new Set<SendCapability>();
  if (emoji.test(text)) used.add('emojis');
  for (const type of attachmentTypes) {
    if (type.startsWith('image/')) used.add('photos');
    else if (type.startsWith('audio/')) used.add('audio');
    else used.add('attachments');
  }
  return [...used];
}

/** The capabilities a message uses that the sender's permissions deny. */
export function deniedCapabilities(
  used: readonly SendCapability[],
  allowed: Record<SendCapability, boolean>,
): SendCapability[] {
  return used.filter((capability) => !allowed[capability]);
}
