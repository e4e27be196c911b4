import { useRecommendedArticlesList } from '../api/get-recommended-articles';
import { ArticleCard } from '../components/article-card';
import { HomeListPage } from '../components/home-list-page';

/** /recommendedArticles: the reader's recommendations (unread, favoured categories first). */
export function RecommendedArticlesPage() {
  return (
    <HomeListPage
      title="Recommended Articles"
      noun={['recommended article', 'recommended articles']}
      useList={useRecommendedArticlesList}
      itemKey={(a) => a._id}
      renderItem={(a) => <ArticleCard article={a} />}
      empty="You have read everything we would recommend. New articles will show here."
    />
  );
}
