// HTML written by association staff (noticeboard notices) is shown to members as HTML.
// It passes through sanitize-html, an allow-list sanitiser: only formatting tags and
// safe attributes survive, so no script, event handler or javascript: URL can reach a
// reader's browser.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'font', 'u', 's'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that open a new tab must not hand the portal's window to the target.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
