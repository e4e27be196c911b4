import { CARD_HEIGHTS } from '@portal/contract';
import { useTestimonialsList } from '../api/get-testimonials';
import { HomeListPage } from '../components/home-list-page';
import { HOME_BLOCKS } from '../lib/home-blocks';
import { TestimonialCard } from '../components/testimonial-card';

/** /testimonialsList: what members say, in order, with search. */
export function TestimonialsPage() {
  return (
    <HomeListPage
      title="Testimonials"
      noun={['testimonial', 'testimonials']}
      useList={useTestimonialsList}
      itemKey={(t) => t._id}
      renderItem={(t) => <TestimonialCard testimonial={t} />}
      skeleton={{
        desktop: CARD_HEIGHTS.testimonial,
        mobile: HOME_BLOCKS.testimonials.skeleton.mobile,
      }}
      empty="There are no testimonials yet."
    />
  );
}
