import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Endpoint, EndpointData } from '@portal/contract';
import { DeleteButton } from '../../components/delete-button';
import { publishStatusText } from '../../lib/publish-state';
import { useContentChange, useContentItem } from '../api/admin-content';

export function FormSkeleton() {
  return (
    <Stack gap="sm" data-testid="admin-form-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

interface Item {
  _id: string;
  /** Absent for a kind with no publication (journal clubs). */
  publishedAt?: string | null;
  updatedAt: string;
}

/** A kind's form: started from the item (null for a new one); `onSubmit` stores it or throws. */
export interface ContentFormProps<I, B> {
  item: I | null;
  onSubmit: (body: B) => Promise<void>;
}

export interface ContentEditorProps<G extends Endpoint, B> {
  /** The query key's kind ('webinar'). */
  kind: string;
  /** 'webinar', 'FAQ entry': the page's title and the delete dialog's. */
  noun: string;
  /** The section's list ('/admin/webinars'). */
  listPath: string;
  id: string;
  /** No `create`: items are made elsewhere (journal clubs, by their authors) and `…/new` is none. */
  endpoints: { get: G; create?: Endpoint; update: Endpoint; remove: Endpoint };
  /** What the delete dialog names ('“Dosing oils”'). */
  nameOf: (item: EndpointData<G>) => string;
  /** The form, started from the item (null for a new one); `save` stores it and throws on failure. */
  form: (item: EndpointData<G> | null, save: (body: B) => Promise<void>) => ReactNode;
  /** The delete button's word and its dialog's explanation, where deleting is not the default. */
  remove?: { label: string; text: (item: EndpointData<G>) => string };
}

/** A content item's editor page: `…/new` makes one; an existing one can be deleted. */
export function ContentEditor<G extends Endpoint, B>({
  kind,
  noun,
  listPath,
  id,
  endpoints,
  nameOf,
  form,
  remove: removal,
}: ContentEditorProps<G, B>) {
  const navigate = useNavigate();
  const isNew = id === 'new' && endpoints.create !== undefined;
  const remove = useContentChange(endpoints.remove, () => ({ params: { id } }) as never);
  // Deleted, the item is not fetched again (a "not found" as the page leaves).
  const item = useContentItem(kind, endpoints.get, id, remove.isPending || remove.isSuccess);
  const create = useContentChange(
    endpoints.create ?? endpoints.update,
    (body: B) => ({ body }) as never,
  );
  const update = useContentChange(
    endpoints.update,
    (body: B) => ({ params: { id }, body }) as never,
  );
  const data = item.data as (EndpointData<G> & Item) | undefined;

  let body: ReactNode;
  if (isNew)
    body = form(null, async (b) => {
      const made = (await create.mutateAsync(b)) as Item;
      void navigate(`${listPath}/${made._id}`, { replace: true });
    });
  else if (item.isError)
    body = <Text c="dimmed">This {noun} could not be loaded; it may have been deleted.</Text>;
  else if (!data) body = <FormSkeleton />;
  else
    body = (
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="content-status">
            {data.publishedAt !== undefined && publishStatusText(data.publishedAt)}
          </Text>
          <DeleteButton
            what={nameOf(data)}
            {...(removal ? { label: removal.label, text: removal.text(data) } : {})}
            loading={remove.isPending}
            onConfirm={() =>
              remove.mutate(undefined as B, {
                onSuccess: () => void navigate(listPath, { replace: true }),
              })
            }
          />
        </Group>
        <div key={data.updatedAt}>
          {form(data, async (b) => {
            await update.mutateAsync(b);
          })}
        </div>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Anchor component={Link} to={listPath} size="sm">
        ← Back to the list
      </Anchor>
      <Title order={1} fz="h2">
        {isNew ? `New ${noun}` : `Edit ${noun}`}
      </Title>
      {body}
    </Stack>
  );
}
