import sanitizeHtml from 'sanitize-html';

// Rich text written by editors (article bodies, event descriptions): one allow-list for every
// domain, so what the editor can make and what the server keeps stay the same.

/**
 * The allow-list for rich text: text structure, links, images and simple tables. Anything
 * else is dropped (script and style with their content). No attribute that can carry script
 * (`on*`, `style`, `srcset`, `formaction`) is allowed, and URLs must be http(s) or mailto.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
  ],
  allowedAttributes: {
    // target and rel are set by transformTags below, which runs before this filter.
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  // '//host/x' would inherit the page's scheme; articles spell their links out.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // External links open in a new tab without giving the new page a handle on this one.
    a: sanitizeHtml.simpleTransform('a', {
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
    }),
  },
};

// Reads clean stored text again (a row written around a service must not reach a page), so the
// same few descriptions and bodies are cleaned on every list read: remember the latest answers.
// The result depends on the text alone; texts over CLEANED_TEXT_MAX are cleaned every time.
const cleaned = new Map<string, string>();
const CLEANED_MAX = 500;
const CLEANED_TEXT_MAX = 20_000;

/** Rich-text HTML reduced to the allow-list; safe to render as HTML. Idempotent. */
export function sanitizeRichText(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, RICH_TEXT_OPTIONS);
  if (html.length <= CLEANED_TEXT_MAX) {
    if (cleaned.size >= CLEANED_MAX) cleaned.delete(cleaned.keys().next().value!);
    cleaned.set(html, clean);
  }
  return clean;
}

/**
 * An image address (article, event), or null when it is not one the page may load: https, a site path,
 * or an inline raster/SVG data URL (an SVG in an `<img>` cannot run script).
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (/^data:image\/(?:png|jpeg|webp|gif|svg\+xml)[;,]/i.test(trimmed)) return trimmed;
  // Browsers drop tabs and newlines and read "\\" as "/", so "/\\evil.host" would be "//evil.host".
  if (/[\s\\]/.test(trimmed)) return null;
  if (/^https:\/\//i.test(trimmed)) return trimmed;
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  return null;
}

/** A link that leaves the portal (an event's online room, a producer's site): http(s) only. */
export function safeLinkUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  return /^https?:\/\/[^\s\\]+$/i.test(trimmed) ? trimmed : null;
}
