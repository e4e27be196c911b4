import { useEffect } from 'react';
import { Notification, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Notification.layer.css';
import { IconMessageCircle } from '@tabler/icons-react';
import { create } from 'zustand';
import { SNACKBAR_MAX_WIDTH, SNACKBAR_TIMEOUT_MS } from '@portal/contract';
import { useOpenChat, type ChatSelection } from '../navigation/use-open-chat';
import classes from './message-toast.module.css';

/** A new direct message announced in the page: who sent it, its first words, its chat. */
export interface MessageToastData {
  title: string;
  text: string;
  selection: ChatSelection;
}

interface MessageToastState {
  toast: (MessageToastData & { id: number }) | null;
  showMessageToast: (toast: MessageToastData) => void;
  clearMessageToast: () => void;
}

/** The chat feature raises the toast here; the shell shows it on every signed-in page. */
export const useMessageToastStore = create<MessageToastState>()((set) => ({
  toast: null,
  showMessageToast: (toast) => set((s) => ({ toast: { ...toast, id: (s.toast?.id ?? 0) + 1 } })),
  clearMessageToast: () => set({ toast: null }),
}));

/**
 * The latest new direct message, bottom right (above the phone's bottom bar) so that it does not
 * cover the snackbar; gone after the snackbar's time, or at once when clicked, which opens the chat.
 */
export function MessageToast() {
  const toast = useMessageToastStore((s) => s.toast);
  const clear = useMessageToastStore((s) => s.clearMessageToast);
  const openChat = useOpenChat();

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(clear, SNACKBAR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [toast, clear]);

  if (!toast) return null;
  return (
    <div className={classes.root} style={{ maxWidth: SNACKBAR_MAX_WIDTH }}>
      <Notification
        role="status"
        data-testid="message-toast"
        icon={<IconMessageCircle size={18} aria-hidden />}
        withBorder
        onClose={clear}
        closeButtonProps={{ 'aria-label': 'Close message' }}
        className={classes.toast}
      >
        <UnstyledButton
          className={classes.open}
          aria-label={`Open the chat with ${toast.title}`}
          onClick={() => {
            clear();
            openChat(toast.selection);
          }}
        >
          <Text fw={700} size="sm" lineClamp={1}>
            {toast.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {toast.text}
          </Text>
        </UnstyledButton>
      </Notification>
    </div>
  );
}
