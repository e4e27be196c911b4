// A post's body is HTML (the composer's rich text editor writes it, the server cleans it); the
// cards show it as plain text. Worked out on the string, not with DOMParser: the page is rendered
// on the server too, where there is no DOM (DOMParser there threw, the server gave the page up
// and the browser's hydration reported React's #419).

/** The entities the server's sanitiser writes, and the spaces an editor may leave. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** A tag, its quoted attribute values allowed to hold '>'; a '<' before a space is text. */
const TAG = /<\/?[a-z][^>"']*(?:"[^"]*"[^>"']*|'[^']*'[^>"']*)*>/gi;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** HTML back to text: paragraphs and blocks as blank lines, <br> as line breaks, tags dropped. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr|figure)\s*>/gi, '\n\n')
    .replace(TAG, '');
  return decodeEntities(text)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
