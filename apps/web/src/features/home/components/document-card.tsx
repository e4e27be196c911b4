import { useId } from 'react';
import { ActionIcon, Badge, Card, Group, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import { HoverTooltip } from '../../../shared/ui/hover-tooltip';
import { IconDownload, IconFileTypePdf, IconFileText } from '@tabler/icons-react';
import { CARD_HEIGHTS, TEXT_CLAMPS, type home } from '@portal/contract';
import { useDownloadDocument } from '../api/download-document';
import { fileSize } from '../lib/file-size';
import { cardHeight } from './card-height';
import classes from './home.module.css';

const documentHeight = cardHeight(undefined, CARD_HEIGHTS.mobileCard);

/**
 * A library document: its kind, category, title, description, size, and a download icon. As tall
 * as its content, and at most 570px on a phone (SPEC §9).
 */
export function DocumentCard({ document }: { document: home.LibraryDocument }) {
  const titleId = useId();
  const download = useDownloadDocument();
  const Icon = document.fileType === 'PDF' ? IconFileTypePdf : IconFileText;
  return (
    <Card
      withBorder
      radius="md"
      className={classes.card}
      style={documentHeight}
      data-testid="document-card"
    >
      <div className={classes.visual}>
        <Icon size={48} stroke={1.25} aria-hidden />
      </div>
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" size="sm" style={{ flexShrink: 1, minWidth: 0 }}>
          {document.category}
        </Badge>
      </Group>
      <Title order={3} fz="md" lineClamp={TEXT_CLAMPS.libraryTitle} id={titleId}>
        {document.title}
      </Title>
      <Text size="sm" c="dimmed" lineClamp={3}>
        {document.description}
      </Text>
      <Group justify="space-between" wrap="nowrap" className={classes.cardFooter}>
        <Text size="xs" c="dimmed">
          {document.fileType} · {fileSize(document.sizeBytes)}
        </Text>
        <HoverTooltip label="Download">
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={`Download ${document.title}`}
            loading={download.isPending}
            onClick={() => download.mutate(document._id)}
            data-testid="document-download"
          >
            <IconDownload size={20} aria-hidden />
          </ActionIcon>
        </HoverTooltip>
      </Group>
    </Card>
  );
}
