// A cover image in the console (an HPC plan's, a store product's), as
// members see it: chosen from the device (JPEG, PNG or WebP under the size limit, checked here
// first), previewed, then uploaded; replaced the same way, or removed (asked first). The file input
// is a real one, named by its label and reached by keyboard; the server's refusals are said under
// it. Uploading and removing are the caller's (each feature has its own endpoint).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { COVER_ACCEPT, coverProblem } from './cover-image';
import { ConsoleConfirmDialog } from './ConsoleConfirmDialog';
import { SectionCard } from '../SectionCard';
import { visuallyHidden } from '../visually-hidden';

const imageSx = { width: '100%', maxWidth: 360, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 };

/** The file chosen and its preview address (a blob: URL, let go when no longer shown). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export function CoverImagePanel({
  name,
  coverUrl,
  maxBytes,
  shownNow,
  withoutText,
  onUpload,
  onRemove,
  onDone,
}: {
  /** What the cover belongs to: 'Development Squad'. */
  name: string;
  coverUrl: string | null;
  maxBytes: number;
  /** Above the current image: 'On the Plans screen now'. */
  shownNow: string;
  /** What members see without a cover: 'The Plans screen shows the plan without one.' */
  withoutText: string;
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  onDone: (text: string) => void;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const preview = usePreview(file);
  const hasCover = coverUrl !== null;

  const choose = (chosen: File | null) => {
    const found = chosen ? coverProblem(chosen, maxBytes) : null;
    setProblem(found);
    setFile(found ? null : chosen);
  };
  const send = async () => {
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      await onUpload(file);
      setFile(null);
      onDone(hasCover ? 'Cover image replaced.' : 'Cover image uploaded.');
    } catch (err) {
      setProblem(
        err instanceof ApiError
          ? (err.errors.cover?.join(' ') ?? err.message)
          : 'Could not upload the image. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title="Cover image">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 1 }}>
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {shownNow}
          </Typography>
          {coverUrl ? (
            <Box component="img" src={coverUrl} alt={`Cover image of ${name}`} sx={imageSx} />
          ) : (
            <Typography>No cover image: {withoutText}</Typography>
          )}
        </Box>
        {preview && (
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Chosen, not uploaded yet
            </Typography>
            <Box
              component="img"
              src={preview}
              alt={`Preview of ${file?.name ?? 'the chosen image'}`}
              sx={imageSx}
            />
          </Box>
        )}
      </Box>
      <Box sx={{ mt: 2 }}>
        {/* A real file input, hidden only from sight, so the keyboard and screen readers reach it by its label. */}
        <Box
          component="input"
          id={inputId}
          type="file"
          name="cover"
          accept={COVER_ACCEPT}
          aria-describedby={`${inputId}-help`}
          aria-invalid={problem ? true : undefined}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            choose(e.target.files?.[0] ?? null);
            // The same file chosen again after a refusal is a change too.
            e.target.value = '';
          }}
          sx={visuallyHidden}
        />
        <Box
          component="label"
          htmlFor={inputId}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            px: 2,
            py: 0.75,
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 1,
            color: 'primary.main',
            typography: 'button',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
            'input:focus-visible + &': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          {hasCover ? 'Choose a new cover image' : 'Choose a cover image'}
        </Box>
        <FormHelperText id={`${inputId}-help`} error={Boolean(problem)} role={problem ? 'alert' : undefined}>
          {problem ??
            (file
              ? `Chosen: ${file.name}`
              : `A JPEG, PNG or WebP image smaller than ${maxBytes / 1000} kB; wide images suit the cards.`)}
        </FormHelperText>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {file && (
            <>
              <Button variant="contained" disabled={busy} onClick={() => void send()}>
                {hasCover ? 'Replace cover' : 'Upload cover'}
              </Button>
              <Button onClick={() => choose(null)}>Cancel</Button>
            </>
          )}
          {hasCover && !file && (
            <Button variant="outlined" color="error" onClick={() => setRemoving(true)}>
              Remove cover
            </Button>
          )}
        </Box>
      </Box>
      {removing && (
        <ConsoleConfirmDialog
          title={`Remove the cover image of ${name}?`}
          confirmText="Remove"
          onConfirm={async () => {
            await onRemove();
            onDone('Cover image removed.');
          }}
          onClose={() => setRemoving(false)}
        >
          {`Members see ${name} without an image until another is uploaded.`}
        </ConsoleConfirmDialog>
      )}
    </SectionCard>
  );
}
