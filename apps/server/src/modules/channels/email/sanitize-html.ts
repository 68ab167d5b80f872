import sanitize from 'sanitize-html';

/**
 * An e-mail's HTML made safe to show in the inbox: no scripts, styles, event handlers,
 * forms or frames, and no remote content (images, backgrounds) that would tell the sender
 * when and where it was read. Links open apart from the app.
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitize(html, {
    allowedTags: sanitize.defaults.allowedTags.filter((tag) => tag !== 'img'),
    allowedAttributes: {
      a: ['href', 'title'],
      td: ['colspan', 'rowspan', 'align'],
      th: ['colspan', 'rowspan', 'align'],
      '*': ['dir', 'lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    },
  });
}
