// A post's body is HTML (the composer's rich text editor writes it, the server cleans it); the
// cards show it as plain text.

/** HTML back to text: paragraphs and blocks as blank lines, <br> as line breaks, tags dropped. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr|figure)>/gi, '$&\n\n'),
    'text/html',
  );
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
