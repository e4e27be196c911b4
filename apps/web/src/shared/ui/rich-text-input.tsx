import { useEffect, useId, useMemo } from 'react';
import { ActionIcon, Group, Input } from '@mantine/core';
import { IconBold, IconItalic, IconList, IconListNumbers } from '@tabler/icons-react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import classes from './rich-text-input.module.css';

export interface RichTextInputProps {
  /** The field's name, also the editable area's accessible name. */
  label: string;
  description?: string;
  withAsterisk?: boolean;
  error?: string;
  /** The body as HTML; '' when empty. Changing it from outside (a reset) replaces the text. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  autoFocus?: boolean;
  /** Height of the editable area in lines of text. */
  minRows?: number;
}

/** The editor's HTML, or '' when nothing is written (an empty editor still holds `<p></p>`). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * Rich text (a post's or response's body, an admin form's article): a Tiptap editor
 * (paragraphs, bold, italic, lists) that yields HTML; the server cleans it (infra/rich-text).
 * Controlled: use it with react-hook-form's Controller. The editable area is a labelled textbox
 * (role, aria-label) so tests and screen readers find it by the old field's label.
 */
export function RichTextInput({
  label,
  description,
  withAsterisk,
  error,
  value,
  onChange,
  onBlur,
  autoFocus,
  minRows = 4,
}: RichTextInputProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': label,
      ...(withAsterisk ? { 'aria-required': 'true' } : {}),
      ...(error ? { 'aria-invalid': 'true' } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      class: classes.editorArea ?? '',
      style: `min-height: calc(${minRows} * 1.55em + 1rem)`,
    }),
    [label, withAsterisk, error, describedBy, minRows],
  );

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false },
      }),
    ],
    content: value,
    autofocus: autoFocus ? 'end' : false,
    immediatelyRender: true,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
    onBlur: () => onBlur?.(),
  });

  // The attributes follow the label and the error.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  // A value set from outside (the form is reset after posting) replaces the editor's text.
  useEffect(() => {
    if (editor.isDestroyed || value === htmlOf(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
    }),
  });

  const tools = [
    {
      key: 'bold',
      label: 'Bold',
      icon: IconBold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: 'Italic',
      icon: IconItalic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'bulletList',
      label: 'Bulleted list',
      icon: IconList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: 'Numbered list',
      icon: IconListNumbers,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ] as const;

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
    >
      <div className={classes.editor} data-error={error ? true : undefined}>
        <Group
          gap={4}
          className={classes.editorToolbar}
          role="toolbar"
          aria-label={`${label} formatting`}
        >
          {tools.map(({ key, label: toolLabel, icon: Icon, run }) => (
            <ActionIcon
              key={key}
              variant={active[key] ? 'light' : 'subtle'}
              color={active[key] ? undefined : 'gray'}
              size="sm"
              aria-label={toolLabel}
              aria-pressed={active[key]}
              // Keep the editor's selection: the button does not take the focus on press.
              onMouseDown={(event) => event.preventDefault()}
              onClick={run}
            >
              <Icon size={16} />
            </ActionIcon>
          ))}
        </Group>
        <EditorContent editor={editor} />
      </div>
    </Input.Wrapper>
  );
}
