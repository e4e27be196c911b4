import { useState } from 'react';
import { Code, Group, Modal, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { londonClock, shortDateTime, users, type users as u } from '@portal/contract';
import { useAdminList } from '../api/admin-list';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { useAdminListParams } from '../lib/use-admin-list-params';

const FILTERS = [
  { name: 'entity', label: 'Kind', placeholder: 'user, newsArticle…' },
  { name: 'action', label: 'Action', placeholder: 'update, setModules…' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
] as const;

/**
 * The audit (issue 31): every admin change, newest first, with who, what and when; filters by
 * kind, action, record, actor and London dates in the URL; a row opens its before and after.
 * Read only: nothing here, nor any call, edits it.
 */
export function AdminAuditPage() {
  const params = useAdminListParams();
  const [open, setOpen] = useState<u.AuditEntry | null>(null);
  const query = {
    limit: params.limit,
    skip: params.skip,
    ...Object.fromEntries(
      ['entity', 'entityId', 'actorId', 'action', 'from', 'to']
        .map((name) => [name, params.filter(name)] as const)
        .filter(([, value]) => value),
    ),
  };
  const list = useAdminList(users.listAudit, { query });

  const columns: AdminColumn<u.AuditEntry>[] = [
    {
      key: 'when',
      header: 'When',
      cell: (e) => (
        <UnstyledButton onClick={() => setOpen(e)} td="underline" fz="sm">
          {shortDateTime(londonClock(e.createdAt))}
        </UnstyledButton>
      ),
    },
    { key: 'actor', header: 'Who', cell: (e) => e.actor.name },
    { key: 'entity', header: 'Kind', cell: (e) => e.entity },
    { key: 'action', header: 'Action', cell: (e) => e.action },
    {
      key: 'record',
      header: 'Record',
      cell: (e) => <Code fz="xs">{e.entityId}</Code>,
      desktopOnly: true,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Audit
      </Title>
      <AdminTable
        label="Audit entries"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        rowKey={(e) => e._id}
        emptyTitle="No changes recorded"
        fetching={list.isFetching}
        toolbar={
          <Group gap="sm" wrap="wrap">
            {FILTERS.map((f) => (
              <TextInput
                key={f.name}
                label={f.label}
                type={'type' in f ? f.type : 'text'}
                placeholder={'placeholder' in f ? f.placeholder : undefined}
                defaultValue={params.filter(f.name)}
                onBlur={(e) => params.setFilter(f.name, e.currentTarget.value.trim())}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') params.setFilter(f.name, e.currentTarget.value.trim());
                }}
                w={170}
              />
            ))}
          </Group>
        }
      />
      {open && (
        <Modal
          opened
          onClose={() => setOpen(null)}
          title={`${open.entity} · ${open.action}`}
          size="lg"
        >
          <Stack gap="sm">
            <Text size="sm">
              {open.actor.name}, {shortDateTime(londonClock(open.createdAt))}
            </Text>
            <Text size="sm" fw={600}>
              Before
            </Text>
            <Code block>{JSON.stringify(open.before, null, 2) ?? 'null'}</Code>
            <Text size="sm" fw={600}>
              After
            </Text>
            <Code block>{JSON.stringify(open.after, null, 2) ?? 'null'}</Code>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
