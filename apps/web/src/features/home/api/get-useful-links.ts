import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { home } from '@portal/contract';
import { request, placeLoading } from '../../../shared/api/query';
import { pagedList } from './paged-list';

/** GET link/get: useful links in order. */
export const usefulLinksQuery = pagedList<home.UsefulLink>(
  'useful-links',
  (query, signal, client) => request(home.getUsefulLinks, { query }, placeLoading(signal), client),
);

export const useUsefulLinksPreview = (limit: number) => useQuery(usefulLinksQuery.preview(limit));
export const useUsefulLinksList = (search: string) =>
  useInfiniteQuery(usefulLinksQuery.search(search));
