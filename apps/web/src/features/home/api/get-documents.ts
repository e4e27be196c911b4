import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { home } from '@portal/contract';
import { request, placeLoading } from '../../../shared/api/query';
import { pagedList } from './paged-list';

/** GET library/document/get: library documents, newest first. */
export const documentsQuery = pagedList<home.LibraryDocument>(
  'documents',
  (query, signal, client) => request(home.getDocuments, { query }, placeLoading(signal), client),
);

export const useDocumentsPreview = (limit: number) => useQuery(documentsQuery.preview(limit));
export const useDocumentsList = (search: string) => useInfiniteQuery(documentsQuery.search(search));
