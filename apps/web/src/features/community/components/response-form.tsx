import { communitySchemas } from '@portal/contract';
import { DiscussionForm } from '../../../shared/discussion/discussion-form';
import { RichTextInput } from '../../../shared/ui/rich-text-input';

// The server's rule for the body (required, length, prose), so the field says it first.
const ResponseBodySchema = communitySchemas.CreateResponseBodySchema.shape.body;

/** A response or a reply: the editor's HTML in every discussion's form; it empties once posted. */
export function ResponseForm(props: {
  label: string;
  submitLabel: string;
  onSubmit: (html: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  return (
    <DiscussionForm
      {...props}
      schema={ResponseBodySchema}
      field="body"
      renderInput={(input) => <RichTextInput minRows={3} {...input} />}
    />
  );
}
