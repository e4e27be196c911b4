import { discussionSchemas } from '@portal/contract';
import { DiscussionForm } from '../../../shared/discussion/discussion-form';

interface CommentFormProps {
  /** Text of the comment being edited; empty for a new one. */
  defaultValue?: string;
  submitLabel: string;
  label: string;
  /** Saves the text; throws (as a mutation does) when the call failed. */
  onSubmit: (comment: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A comment's text, checked with the contract's schema (SPEC §5 messages: required, letters and
 * digits only, at most COMMENT_MAX_LENGTH): every discussion's form (shared/discussion).
 */
export function CommentForm(props: CommentFormProps) {
  return <DiscussionForm {...props} schema={discussionSchemas.CommentTextSchema} field="comment" />;
}
