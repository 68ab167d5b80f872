/** What an approved template's header shows: a text (or nothing) is part of the template, a media is given when sending. */
export const templateHeaderMedia = ['image', 'video', 'document'] as const;
export type TemplateHeaderMedia = (typeof templateHeaderMedia)[number];
export const templateHeaderFormats = ['text', ...templateHeaderMedia] as const;
export type TemplateHeaderFormat = (typeof templateHeaderFormats)[number];

/** The media a header of this format asks for when the template is sent, or null for a text header. */
export const headerMediaOf = (format: unknown): TemplateHeaderMedia | null =>
  templateHeaderMedia.find((media) => media === format) ?? null;

/**
 * Why a header media's link cannot be sent, or null when it can. Meta downloads the file
 * itself, so the link has to be a public https address.
 */
export function headerLinkIssue(
  media: TemplateHeaderMedia | null,
  link: string | null | undefined,
): 'wizard.required.headerLink' | 'wizard.errors.headerLinkNotHttps' | null {
  if (!media) return null;
  const written = link?.trim() ?? '';
  if (!written) return 'wizard.required.headerLink';
  try {
    const url = new URL(written);
    return url.protocol === 'https:' && url.hostname ? null : 'wizard.errors.headerLinkNotHttps';
  } catch {
    return 'wizard.errors.headerLinkNotHttps';
  }
}
