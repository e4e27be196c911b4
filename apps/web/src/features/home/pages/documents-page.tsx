import { CARD_HEIGHTS } from '@portal/contract';
import { useDocumentsList } from '../api/get-documents';
import { DocumentCard } from '../components/document-card';
import { HomeListPage } from '../components/home-list-page';

/** /documents: the library's documents, newest first, with search and download icons. */
export function DocumentsPage() {
  return (
    <HomeListPage
      title="Documents"
      noun={['document', 'documents']}
      useList={useDocumentsList}
      itemKey={(d) => d._id}
      renderItem={(d) => <DocumentCard document={d} />}
      skeleton={{ mobile: CARD_HEIGHTS.mobileCard }}
      empty="There are no documents in the library yet."
    />
  );
}
