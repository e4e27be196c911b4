import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';

const MAX_MESSAGE = 4000;

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({
  onSend,
  disabled,
}: {
  onSend: (text: string) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');

  const submit = () => {
    const message = text.trim();
    if (!message || disabled) return;
    onSend(message);
    setText('');
  };

  return (
    <form
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end" p="sm">
        <Textarea
          aria-label="Message"
          placeholder="Write a message..."
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MAX_MESSAGE}
          style={{ flex: 1 }}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e: KeyboardEvent<HTMLTextAreaElement>) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <ActionIcon type="submit" size="lg" aria-label="Send" disabled={disabled || !text.trim()}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}
