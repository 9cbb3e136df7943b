// The notice editor: TipTap (ProseMirror) with the formatting a notice needs (headings, bold,
// italic, underline, lists, links) on a toolbar of labelled buttons. It hands its HTML to the
// form; the server sanitises it whatever the editor produced. Keyboard: the toolbar is a row of
// buttons before the text, and the usual shortcuts (Ctrl+B, Ctrl+I ...) work in the text.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';

export function RichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const id = useId();
  const [linking, setLinking] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true }, trailingNode: false })],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      heading: e?.isActive('heading', { level: 3 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  const chain = () => editor!.chain().focus();
  const tools: Array<[string, boolean, () => void]> = [
    ['Heading', active?.heading ?? false, () => chain().toggleHeading({ level: 3 }).run()],
    ['Bold', active?.bold ?? false, () => chain().toggleBold().run()],
    ['Italic', active?.italic ?? false, () => chain().toggleItalic().run()],
    ['Underline', active?.underline ?? false, () => chain().toggleUnderline().run()],
    ['Bulleted list', active?.bullets ?? false, () => chain().toggleBulletList().run()],
    ['Numbered list', active?.numbers ?? false, () => chain().toggleOrderedList().run()],
  ];
  const applyLink = () => {
    const href = (linking ?? '').trim();
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinking(null);
  };

  return (
    <Box sx={{ mt: 2 }}>
      <FormLabel id={`${id}-label`} required error={Boolean(error)}>
        {label}
      </FormLabel>
      <Box
        role="toolbar"
        aria-label={`${label}: formatting`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1 }}
      >
        {tools.map(([name, on, run]) => (
          <Button
            key={name}
            size="small"
            variant={on ? 'contained' : 'outlined'}
            aria-pressed={on}
            disabled={!editor}
            // A click keeps the caret in the text: the button never takes the focus, so what is
            // typed right after it goes into the notice (the editor only takes the focus back at
            // the next frame, which a busy computer draws late).
            onMouseDown={(e) => e.preventDefault()}
            onClick={run}
          >
            {name}
          </Button>
        ))}
        <Button
          size="small"
          variant={active?.link ? 'contained' : 'outlined'}
          aria-pressed={active?.link ?? false}
          disabled={!editor}
          onClick={() => setLinking((editor?.getAttributes('link').href as string | undefined) ?? 'https://')}
        >
          Link
        </Button>
      </Box>
      {linking !== null && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label="Link address"
            value={linking}
            autoFocus
            onChange={(e) => setLinking(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
            helperText="Empty: remove the link."
            sx={{ flex: '1 1 16rem' }}
          />
          <Button variant="contained" onClick={applyLink}>
            Set link
          </Button>
          <Button onClick={() => setLinking(null)}>Cancel</Button>
        </Box>
      )}
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          '& .ProseMirror': { minHeight: '8rem', outline: 'none', py: 1 },
          '&:focus-within': { borderColor: 'primary.main', outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {error && (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
