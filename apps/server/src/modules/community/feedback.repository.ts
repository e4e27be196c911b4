import {
  communityPostReactions,
  communityPosts,
  communityResponseReactions,
  communityResponses,
} from '../../db/schema';
import type { DiscussionTarget } from '../../infra/discussion/reactions';

// Posts and responses are liked, reported and hidden as every discussion is
// (infra/discussion); here is only which tables hold them.

export {
  createReactionsRepository as createFeedbackRepository,
  reactionColumns,
} from '../../infra/discussion/reactions';

export const postFeedback: DiscussionTarget<typeof communityPostReactions> = {
  item: communityPosts,
  reactions: communityPostReactions,
  itemId: communityPostReactions.postId,
  row: (postId, userId, kind) => ({ postId, userId, kind }),
};

export const responseFeedback: DiscussionTarget<typeof communityResponseReactions> = {
  item: communityResponses,
  reactions: communityResponseReactions,
  itemId: communityResponseReactions.responseId,
  row: (responseId, userId, kind) => ({ responseId, userId, kind }),
};
