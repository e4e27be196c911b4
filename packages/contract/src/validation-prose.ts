import type { z } from 'zod';
import type { LengthOptions } from './validation-rules';
import { messages, requiredString, rule, withLengths } from './validation-rules';

/*
 * Prose: what people write to each other (news comments, community responses, the journal club's
 * discussion). SPEC §5 gives the message, not the pattern; clinical prose needs digits, units and
 * punctuation ("Start at 2.5 mg/day (max 10 mg); titrate: 20% THC vs 1:1 oils"), letters of any
 * alphabet, symbols such as µ ° ± ≥ £, emoji and newlines. Refused is only what cannot be prose:
 * markup, i.e. a `<` that opens a tag, a comment or a declaration, as an HTML parser reads it
 * (`<b`, `</`, `<!`, `<?`); a `<` or `>` before a space or a digit ("eGFR < 30") is a comparison.
 * Control characters other than tab and line breaks are refused too: no keyboard types them.
 */
const MARKUP = /<[A-Za-z/!?]/;
/** A control character (Unicode's Cc: C0, DEL and C1) other than tab, line feed or return. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** True when `text` is prose as defined above: no markup, no control characters. */
export function isProse(text: string): boolean {
  return !MARKUP.test(text) && !CONTROL.test(text);
}

// The tags the rich text editor writes (Tiptap's StarterKit as the web's
// `shared/ui/rich-text-input.tsx` sets it up): its markup is the format, not the text. Attributes are the server's sanitiser's concern.
const EDITOR_TAG = /<\/?(?:p|br|strong|b|em|i|u|s|code|blockquote|ul|ol|li|a)(?:\s[^<>]*)?\/?>/gi;
const ENTITY = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|(lt|gt|amp|quot|apos|nbsp));/gi;
const NAMED: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** The text a person wrote in the editor: its own tags dropped, character references read. */
export function editorText(html: string): string {
  return html
    .replace(EDITOR_TAG, ' ')
    .replace(ENTITY, (_, dec?: string, hex?: string, name?: string) => {
      if (name) return NAMED[name.toLowerCase()] ?? '';
      const code = dec ? Number(dec) : Number.parseInt(hex ?? '', 16);
      // An impossible code point reads as a control character: refused, never thrown on.
      return code <= 0x10ffff ? String.fromCodePoint(code) : '\u0000';
    });
}

/**
 * Prose that people write (SPEC §5 comment pattern): required, with optional lengths; anything
 * but prose gives the comment message. `richText`: the value is the community editor's HTML,
 * and the rule applies to the text inside its tags (`&lt;b&gt;` typed in the editor is refused
 * as `<b>` typed in a comment box is).
 */
export function proseText(options: LengthOptions & { richText?: boolean } = {}): z.ZodString {
  const read = options.richText ? editorText : (value: string) => value;
  return withLengths(
    requiredString().check(rule<string>((value) => isProse(read(value)), messages.commentPattern)),
    options,
  );
}
