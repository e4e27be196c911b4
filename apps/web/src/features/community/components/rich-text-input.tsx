import type { Ref } from 'react';
import { Textarea, type TextareaProps } from '@mantine/core';

/**
 * The body of a post or response. A plain text box for now (blank lines make paragraphs, see
 * lib/paragraphs): the form turns its text into simple HTML; a rich text editor replaces this
 * one component when it is installed.
 */
export function RichTextInput(props: TextareaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  return <Textarea autosize minRows={4} maxRows={16} {...props} />;
}
