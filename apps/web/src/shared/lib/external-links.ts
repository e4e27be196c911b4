import { externalLink } from '@portal/contract';

// Schemes a link keeps as written; anything else without http(s) is taken for a bare host name.
const KEEP = /^(?:https?:|mailto:|#)/i;

/**
 * Makes every link of the server's sanitised article HTML an external one (SPEC §9): a link
 * without http(s) (`www.nhs.uk`) becomes protocol-relative (`//www.nhs.uk`) instead of a path on
 * this site, and each opens in a new tab with `rel="noopener noreferrer"` so the new page gets no
 * handle on this one. Mail and in-page links are left as they are.
 */
export function rewriteArticleLinks(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const a of template.content.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href') ?? '';
    if (href.trim().startsWith('#')) continue;
    if (!KEEP.test(href.trim())) a.setAttribute('href', externalLink(href));
    if (/^mailto:/i.test(href.trim())) continue;
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
