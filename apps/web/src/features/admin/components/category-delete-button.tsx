import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { news } from '@portal/contract';
import { DeleteButton } from './delete-button';

/**
 * Deletes a news category after asking. One with articles cannot simply go (decision 88): the
 * dialog says so in the server's words and asks which category takes its articles; the delete
 * is sent with that choice and stays disabled until it is made.
 */
export function CategoryDeleteButton({
  category,
  others,
  onDelete,
  loading,
}: {
  category: news.AdminCategory;
  /** The categories its articles may move to. */
  others: readonly { _id: string; name: string }[];
  onDelete: (moveTo: string | undefined) => void;
  loading?: boolean;
}) {
  const [moveTo, setMoveTo] = useState('');
  const count = category.articleCount;
  return (
    <DeleteButton
      what={`“${category.name}”`}
      size="xs"
      loading={loading}
      text={count > 0 ? news.categoryInUse(count) : undefined}
      confirmDisabled={count > 0 && !moveTo}
      onConfirm={() => onDelete(count > 0 ? moveTo : undefined)}
    >
      {count > 0 && (
        <NativeSelect
          label={count === 1 ? 'Move its article to' : 'Move its articles to'}
          value={moveTo}
          onChange={(e) => setMoveTo(e.currentTarget.value)}
          data={[
            { value: '', label: 'Choose a category' },
            ...others.map((c) => ({ value: c._id, label: c.name })),
          ]}
        />
      )}
    </DeleteButton>
  );
}
