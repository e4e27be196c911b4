import { useFaq } from '../../api/get-faq';
import { sectionHref } from '../../lib/education-tabs';
import { SearchGroup } from '../shared/search-group';

/** The FAQ's hits on /educations: each question opens the FAQ tab with the same search. */
export function FaqSearchResults({ search }: { search: string }) {
  const faq = useFaq(search);
  if (!search) return null;
  const href = sectionHref('/education/FAQ', search);
  return (
    <SearchGroup
      label="FAQ"
      path="/education/FAQ"
      search={search}
      pending={faq.isPending}
      total={faq.data?.total ?? 0}
      hits={(faq.data?.topics ?? []).flatMap((t) =>
        t.questions.map((q) => ({ id: q._id, title: q.question, href, detail: t.topic })),
      )}
    />
  );
}
