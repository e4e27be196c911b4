import { externalLink } from '@portal/contract';

// Schemes a link keeps as written; anything else without http(s) is taken for a bare host name.
const KEEP = /^(?:https?:|mailto:|#)/i;

// A link's opening tag, and each attribute in it: name, then a double-quoted, single-quoted or
// bare value, or none. The server's sanitiser writes every value double-quoted with `<`, `>` and
// `"` escaped, so a `>` inside a tag is never the tag's end.
const LINK_TAG = /<a(\s[^>]*)?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** An attribute value as it is written between double quotes. */
const quoted = (value: string) => value.replace(/"/g, '&quot;');

function rewriteTag(attributes: string): string {
  const attrs = new Map<string, string | null>();
  for (const m of attributes.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    // As a browser does, the first of two attributes of one name counts.
    if (!attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? null);
  }
  const href = attrs.get('href')?.trim();
  if (href !== undefined && !href.startsWith('#')) {
    if (!KEEP.test(href)) attrs.set('href', externalLink(href));
    if (!/^mailto:/i.test(href)) {
      attrs.set('target', '_blank');
      attrs.set('rel', 'noopener noreferrer');
    }
  }
  let tag = '<a';
  for (const [name, value] of attrs)
    tag += value === null ? ` ${name}` : ` ${name}="${quoted(value)}"`;
  return `${tag}>`;
}

/**
 * Makes every link of the server's sanitised article HTML an external one (SPEC §9): a link
 * without http(s) (`www.nhs.uk`) becomes protocol-relative (`//www.nhs.uk`) instead of a path on
 * this site, and each opens in a new tab with `rel="noopener noreferrer"` so the new page gets no
 * handle on this one. Mail and in-page links are left as they are.
 *
 * A string-to-string rewrite of the links' opening tags, needing no DOM: the server renders the
 * page with the same markup the browser then hydrates (decision 81). Everything but a link's
 * opening tag is left as written.
 */
export function rewriteArticleLinks(html: string): string {
  return html.replace(LINK_TAG, (whole, attributes: string | undefined) =>
    attributes && /\bhref\b/i.test(attributes) ? rewriteTag(attributes) : whole,
  );
}
