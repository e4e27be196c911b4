// The composer is a plain text box until a rich text editor is installed: what is typed is sent
// as simple HTML paragraphs (the server cleans it as any rich text), and a body is turned back
// into text for editing.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text to HTML: a blank line starts a paragraph, a line break stays a line break. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

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
