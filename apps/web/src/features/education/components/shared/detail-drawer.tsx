import type { ReactNode } from 'react';
import { Drawer, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { useIsMobile } from '../../../../shared/navigation/use-is-mobile';

/**
 * An object of a tab shown in place (decision 68): from the right on a wide screen, from the
 * bottom on a phone, titled with the object's name once it has come.
 */
export function DetailDrawer({
  opened,
  onClose,
  title,
  pending,
  children,
  testId,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  pending: boolean;
  children: ReactNode;
  testId: string;
}) {
  const mobile = useIsMobile();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={mobile ? 'bottom' : 'right'}
      size={mobile ? '90%' : 'lg'}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid={testId}
    >
      {pending ? (
        <Stack gap="sm">
          <Skeleton height={24} />
          <Skeleton height={80} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        children
      )}
    </Drawer>
  );
}
