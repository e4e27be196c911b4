import { Link, useParams } from 'react-router';
import { Badge, Button, Select, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import {
  education,
  londonClock,
  PUBLICATION_STATUSES,
  productsAdmin,
  shortDateTime,
  type Endpoint,
  type PublicationStatus,
} from '@portal/contract';
import { useAdminList } from '../../api/admin-list';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { publishStatusText } from '../../lib/publish-state';
import { useAdminListParams } from '../../lib/use-admin-list-params';
import { ContentEditor } from '../components/content-editor';
import { FaqEntryForm } from '../components/faq-entry-form';
import { KeyPublicationForm } from '../components/key-publication-form';
import { ProducerForm } from '../components/producer-form';
import { WebinarForm } from '../components/webinar-form';
import { STATUS_COLOURS, STATUS_LABELS } from '../lib/labels';

interface Row {
  _id: string;
  publishedAt?: string | null;
  status?: PublicationStatus;
}

const statusColumn: AdminColumn<Row> = {
  key: 'status',
  header: 'Status',
  cell: (r) => (
    <Badge
      color={STATUS_COLOURS[r.status ?? 'draft']}
      variant="light"
      title={publishStatusText(r.publishedAt ?? null)}
    >
      {STATUS_LABELS[r.status ?? 'draft']}
    </Badge>
  ),
};

/**
 * A section's list: search, a publication filter, the shared table and a "New" button (Home's
 * sections use it too). `publishable: false`: a kind with no publication and made elsewhere
 * (journal clubs), with neither the filter, the status column nor "New".
 */
export function ContentList<T extends Row>({
  title,
  noun,
  endpoint,
  basePath,
  columns,
  publishable = true,
}: {
  title: string;
  noun: string;
  endpoint: Endpoint;
  basePath: string;
  columns: AdminColumn<T>[];
  publishable?: boolean;
}) {
  const params = useAdminListParams();
  const status = (publishable ? params.filter('status') : '') as PublicationStatus | '';
  const list = useAdminList(endpoint, {
    query: {
      limit: params.limit,
      skip: params.skip,
      ...(params.search ? { search: params.search } : {}),
      ...(status ? { status } : {}),
    },
  } as never);
  const rows = list.data?.rows as T[] | undefined;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <AdminTable<T>
        label={title}
        columns={publishable ? [...columns, statusColumn as AdminColumn<T>] : columns}
        rows={rows}
        total={list.data?.total ?? 0}
        rowKey={(r) => r._id}
        rowHref={(r) => `${basePath}/${r._id}`}
        searchLabel={`Search ${title.toLowerCase()}`}
        emptyTitle={`No ${title.toLowerCase()} yet`}
        fetching={list.isFetching}
        toolbar={
          publishable && (
            <>
              <Select
                aria-label="Publication"
                placeholder="Any publication"
                size="sm"
                w={170}
                clearable
                data={PUBLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
                value={status || null}
                onChange={(v) => params.setFilter('status', v ?? '')}
              />
              <Button component={Link} to={`${basePath}/new`}>
                New {noun}
              </Button>
            </>
          )
        }
      />
    </Stack>
  );
}

const when = (iso: string) => shortDateTime(londonClock(iso));

// ── Producers ─────────────────────────────────────────────────────────────────────────────

export function AdminProducersPage() {
  return (
    <ContentList<productsAdmin.AdminProducer>
      title="Producers"
      noun="producer"
      endpoint={productsAdmin.listAdminProducers}
      basePath="/admin/producers"
      columns={[
        { key: 'name', header: 'Name', cell: (p) => p.name },
        { key: 'country', header: 'Country', cell: (p) => p.country, desktopOnly: true },
        { key: 'products', header: 'Products', cell: (p) => p.productCount, desktopOnly: true },
      ]}
    />
  );
}

export function AdminProducerPage() {
  const { id = 'new' } = useParams();
  return (
    <ContentEditor
      kind="producer"
      noun="producer"
      listPath="/admin/producers"
      id={id}
      endpoints={{
        get: productsAdmin.getAdminProducer,
        create: productsAdmin.createAdminProducer,
        update: productsAdmin.updateAdminProducer,
        remove: productsAdmin.deleteAdminProducer,
      }}
      nameOf={(p) => `“${p.name}”`}
      form={(item, save) => <ProducerForm item={item} onSubmit={save} />}
    />
  );
}

// ── FAQ entries ───────────────────────────────────────────────────────────────────────────

export function AdminFaqEntriesPage() {
  return (
    <ContentList<education.AdminFaqEntry>
      title="FAQ"
      noun="question"
      endpoint={education.listAdminFaqEntries}
      basePath="/admin/faq"
      columns={[
        { key: 'question', header: 'Question', cell: (q) => q.question },
        { key: 'topic', header: 'Topic', cell: (q) => q.topic, desktopOnly: true },
      ]}
    />
  );
}

export function AdminFaqEntryPage() {
  const { id = 'new' } = useParams();
  return (
    <ContentEditor
      kind="faq-entry"
      noun="question"
      listPath="/admin/faq"
      id={id}
      endpoints={{
        get: education.getAdminFaqEntry,
        create: education.createAdminFaqEntry,
        update: education.updateAdminFaqEntry,
        remove: education.deleteAdminFaqEntry,
      }}
      nameOf={() => 'this question'}
      form={(item, save) => <FaqEntryForm item={item} onSubmit={save} />}
    />
  );
}

// ── Webinars ──────────────────────────────────────────────────────────────────────────────

export function AdminWebinarsPage() {
  return (
    <ContentList<education.AdminWebinar>
      title="Webinars"
      noun="webinar"
      endpoint={education.listAdminWebinars}
      basePath="/admin/webinars"
      columns={[
        { key: 'title', header: 'Title', cell: (w) => w.title },
        { key: 'starts', header: 'Starts', cell: (w) => when(w.startsAt), desktopOnly: true },
        {
          key: 'registered',
          header: 'Registered',
          cell: (w) => (w.capacity ? `${w.registeredCount} / ${w.capacity}` : w.registeredCount),
          desktopOnly: true,
        },
      ]}
    />
  );
}

export function AdminWebinarPage() {
  const { id = 'new' } = useParams();
  return (
    <ContentEditor
      kind="webinar"
      noun="webinar"
      listPath="/admin/webinars"
      id={id}
      endpoints={{
        get: education.getAdminWebinar,
        create: education.createAdminWebinar,
        update: education.updateAdminWebinar,
        remove: education.deleteAdminWebinar,
      }}
      nameOf={(w) => `“${w.title}”`}
      form={(item, save) => <WebinarForm item={item} onSubmit={save} />}
    />
  );
}

// ── Key publications ──────────────────────────────────────────────────────────────────────

export function AdminKeyPublicationsPage() {
  return (
    <ContentList<education.AdminKeyPublication>
      title="Key publications"
      noun="publication"
      endpoint={education.listAdminKeyPublications}
      basePath="/admin/key-publications"
      columns={[
        { key: 'title', header: 'Title', cell: (p) => p.title },
        { key: 'year', header: 'Year', cell: (p) => p.year, desktopOnly: true },
      ]}
    />
  );
}

export function AdminKeyPublicationPage() {
  const { id = 'new' } = useParams();
  return (
    <ContentEditor
      kind="key-publication"
      noun="key publication"
      listPath="/admin/key-publications"
      id={id}
      endpoints={{
        get: education.getAdminKeyPublication,
        create: education.createAdminKeyPublication,
        update: education.updateAdminKeyPublication,
        remove: education.deleteAdminKeyPublication,
      }}
      nameOf={(p) => `“${p.title}”`}
      form={(item, save) => <KeyPublicationForm item={item} onSubmit={save} />}
    />
  );
}
