import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { IconShieldCheck } from '@tabler/icons-react';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { useModerationQueue, useReviewsChannels } from '../api/moderation';
import { ReviewPanel } from './review-panel';

/**
 * /communities' 'Review (N)' for those who review (site admins, channel admins): a drawer (full
 * screen on a phone) with one review list across every channel they admin. Nobody else sees
 * the button, and their browser never asks for the list.
 */
export function ReviewDrawerButton() {
  const mobile = useIsMobile();
  const reviews = useReviewsChannels();
  const [opened, { open, close }] = useDisclosure(false);
  const queue = useModerationQueue(null, reviews);
  if (!reviews) return null;
  const count = queue.data?.total;
  return (
    <>
      <Button
        variant="light"
        size={mobile ? 'xs' : 'sm'}
        leftSection={<IconShieldCheck size={16} aria-hidden />}
        onClick={open}
        data-testid="review-all-button"
      >
        {count === undefined ? 'Review' : `Review (${count})`}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={mobile ? '100%' : 'lg'}
        title="Review: all your channels"
      >
        <ReviewPanel />
      </Drawer>
    </>
  );
}
