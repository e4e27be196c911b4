import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { home } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { pagedList } from './paged-list';

/** GET testimonial/get: testimonials in order. */
export const testimonialsQuery = pagedList<home.Testimonial>(
  'testimonials',
  (query, signal, client) => request(home.getTestimonials, { query }, { signal }, client),
);

export const useTestimonialsPreview = (limit: number) => useQuery(testimonialsQuery.preview(limit));
export const useTestimonialsList = (search: string) =>
  useInfiniteQuery(testimonialsQuery.search(search));
