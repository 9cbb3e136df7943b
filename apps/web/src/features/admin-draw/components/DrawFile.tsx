// The draw as a CSV file: the published draw of the season or of one division downloaded (a
// link: the browser saves what the API answers), and a file in the same columns imported as a
// draft. The server checks every line first; a refusal lists each line to correct, in file order.
import type { TDrawSetup } from '@courtside/contracts/admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { drawCsvUrl, useImportDraw } from '../api/import-draw';
import { importProblems } from '../draw-form';

export function DrawFile({ setup }: { setup: TDrawSetup }) {
  const [divisionId, setDivisionId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ title: string; lines: string[] } | null>(null);
  const importDraw = useImportDraw();
  const navigate = useNavigate();
  const seasonId = setup.season.id;

  const onImport = async (event: FormEvent) => {
    event.preventDefault();
    setProblems(null);
    if (!file) {
      setProblems({ title: 'Choose a CSV file first.', lines: [] });
      return;
    }
    try {
      const draft = await importDraw.mutateAsync({ seasonId, csv: await file.text() });
      await navigate(`/admin/draw-drafts/${draft.id}`);
    } catch (err) {
      setProblems(
        err instanceof ApiError
          ? { title: err.message, lines: importProblems(err.errors) }
          : { title: 'Could not import the file. Please try again.', lines: [] },
      );
    }
  };

  return (
    <>
      <Typography sx={{ mt: 1 }}>
        The published draw as a spreadsheet, one game a line with its Game id. A file in the same columns
        comes back as a draft: a line keeps its game by its Game id (change its date, time or court to move
        it, with its officials), a line without one is a new game, and the divisions&apos; unplayed games
        missing from the file are removed.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, my: 2 }}>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel variant="standard" htmlFor="draw-file-division">
            Divisions to download
          </InputLabel>
          <NativeSelect
            id="draw-file-division"
            value={divisionId}
            onChange={(e) => setDivisionId(e.target.value)}
          >
            <option value="">Every division</option>
            {setup.divisions.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.name}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <Button
          variant="outlined"
          component="a"
          href={drawCsvUrl(seasonId, divisionId === '' ? null : Number(divisionId))}
          download="draw.csv"
        >
          Download CSV
        </Button>
      </Box>
      <Box
        component="form"
        noValidate
        aria-label="Import a draw"
        onSubmit={(e) => void onImport(e)}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
      >
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          Choose a CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblems(null);
            }}
          />
        </Button>
        <Typography component="span" aria-live="polite">
          {file ? file.name : 'No file chosen'}
        </Typography>
        <Button type="submit" variant="contained" disabled={importDraw.isPending}>
          {importDraw.isPending ? 'Importing…' : 'Import as a draft'}
        </Button>
      </Box>
      {problems && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problems.title}
          {problems.lines.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
              {problems.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </>
  );
}
