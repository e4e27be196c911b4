import { useDocumentsList } from '../api/get-documents';
import { DocumentCard } from '../components/document-card';
import { HomeListPage } from '../components/home-list-page';
import { HOME_BLOCKS } from '../lib/home-blocks';

/** /documents: the library's documents, newest first, with search and download icons. */
export function DocumentsPage() {
  return (
    <HomeListPage
      title="Documents"
      noun={['document', 'documents']}
      useList={useDocumentsList}
      itemKey={(d) => d._id}
      renderItem={(d) => <DocumentCard document={d} />}
      skeleton={{ mobile: HOME_BLOCKS.documents.skeleton.mobile }}
      empty="There are no documents in the library yet."
    />
  );
}
