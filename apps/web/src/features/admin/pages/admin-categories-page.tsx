import { useState } from 'react';
import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { news } from '@portal/contract';
import { useAdminList } from '../api/admin-list';
import { useAdminCategoryOptions } from '../api/news-articles';
import { useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api/news-categories';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { CategoryDeleteButton } from '../components/category-delete-button';
import { CategoryForm } from '../components/category-form';
import { useAdminListParams } from '../lib/use-admin-list-params';

/** What the form dialog edits: a new category, or the one being renamed. */
type Editing = { kind: 'new' } | { kind: 'edit'; category: news.AdminCategory } | null;

/**
 * News categories with how many articles each holds (drafts counted): search, "New category",
 * and per row a rename and a delete that asks where a category's articles go.
 */
export function AdminCategoriesPage() {
  const params = useAdminListParams();
  const list = useAdminList(news.adminListCategories, {
    query: {
      limit: params.limit,
      skip: params.skip,
      ...(params.search ? { search: params.search } : {}),
    },
  });
  const all = useAdminCategoryOptions();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);

  // A refused save rejects before the dialog closes, so the form can show why.
  const save = async (values: news.CreateCategoryBody) => {
    if (editing?.kind === 'edit') {
      await update.mutateAsync({ id: editing.category._id, body: values });
    } else {
      await create.mutateAsync(values);
    }
    setEditing(null);
  };

  const columns: readonly AdminColumn<news.AdminCategory>[] = [
    { key: 'name', header: 'Name', cell: (c) => c.name },
    { key: 'slug', header: 'Slug', cell: (c) => c.slug, desktopOnly: true },
    { key: 'articles', header: 'Articles', cell: (c) => c.articleCount },
    {
      key: 'actions',
      header: 'Actions',
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={`Rename “${c.name}”`}
            onClick={() => setEditing({ kind: 'edit', category: c })}
          >
            Rename
          </Button>
          <CategoryDeleteButton
            category={c}
            others={(all.data ?? []).filter((o) => o._id !== c._id)}
            loading={remove.isPending && remove.variables?.id === c._id}
            onDelete={(moveTo) => remove.mutate({ id: c._id, moveTo })}
          />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        News categories
      </Title>
      <AdminTable
        label="News categories"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        rowKey={(c) => c._id}
        searchLabel="Search categories"
        emptyTitle="No categories yet"
        fetching={list.isFetching}
        toolbar={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ kind: 'new' })}
          >
            New category
          </Button>
        }
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? `Rename “${editing.category.name}”` : 'New category'}
        centered
      >
        {editing && (
          <CategoryForm
            key={editing.kind === 'edit' ? editing.category._id : 'new'}
            category={editing.kind === 'edit' ? editing.category : undefined}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
