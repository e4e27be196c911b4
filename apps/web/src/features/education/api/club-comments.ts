import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { education, type discussion } from '@portal/contract';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { replaceCachedComment } from '../../../shared/discussion/comment-cache';
import { educationKeys } from './education-keys';

// The journal club's discussion: every discussion's calls (news has the same), on
// journalClub/comment/*. The thread and its session (its comment count) reload after a change
// that adds, removes, hides or shows a comment; a like or an edit replaces the comment in place.

/** Comments per page under a session. */
export const CLUB_COMMENTS_PAGE_SIZE = 10;

/** The address's count of a session's comment pages (its page's loader prefetches as many). */
export const CLUB_COMMENTS_PAGES = 'pages-comments';

export const clubCommentsQuery = (journalClubId: string) =>
  infiniteQueryOptions({
    queryKey: educationKeys.clubComments(journalClubId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<education.ClubComment>> =>
      pageOf(
        await request(
          education.getClubComments,
          { query: { journalClubId, limit: CLUB_COMMENTS_PAGE_SIZE, skip: pageParam } },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useClubComments(journalClubId: string) {
  return useInfiniteQuery(clubCommentsQuery(journalClubId));
}

const replaceCached = (client: QueryClient, comment: education.ClubComment) =>
  replaceCachedComment(client, educationKeys.clubComments(comment.journalClubId), comment);

const refresh = (client: QueryClient, journalClubId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: educationKeys.clubComments(journalClubId) }),
    client.invalidateQueries({ queryKey: educationKeys.journalClub(journalClubId) }),
  ]);

/** POST journalClub/comment/create. */
export function useCreateClubComment(journalClubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (comment: string) =>
      (
        await request(
          education.createClubComment,
          { body: { journalClubId, comment } },
          { displayLoader: true },
        )
      ).data,
    onSuccess: () => refresh(client, journalClubId),
  });
}

/** PUT journalClub/comment/edit/:id (its author). */
export function useEditClubComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, comment }: { id: string; comment: string }) =>
      (
        await request(
          education.editClubComment,
          { params: { id }, body: { comment } },
          { displayLoader: true },
        )
      ).data,
    onSuccess: (comment) => replaceCached(client, comment),
  });
}

/** POST journalClub/comment/action: like, unlike, report; hide and restore for admins. */
export function useClubCommentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { responseId: string; status: discussion.CommentAction }) =>
      (await request(education.clubCommentAction, { body })).data,
    onSuccess: (comment, { status }) =>
      status === 'like' || status === 'unlike'
        ? replaceCached(client, comment)
        : refresh(client, comment.journalClubId),
  });
}

/** DELETE journalClub/comment/delete/:id (its author or an admin). */
export function useDeleteClubComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (comment: education.ClubComment) => {
      await request(
        education.deleteClubComment,
        { params: { id: comment._id } },
        { displayLoader: true },
      );
      return comment;
    },
    onSuccess: (comment) => refresh(client, comment.journalClubId),
  });
}
