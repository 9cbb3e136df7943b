// /admin/noticeboard: what team managers read on their Noticeboard page. Notices (written in the
// rich text editor, each under a tab and section) and the people listed per section, each in a
// short grid with its change and remove actions; what the server did is said at the top.
import type { TAdminNotice, TAdminNoticeboardRow } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { SectionCard } from '../../../components/SectionCard';
import { consoleGrid } from '../../../components/console/grid';
import { deleteNotice, deleteRow, useNoticeboard, useNoticeboardChange } from '../api/noticeboard';
import { NoticeDialog } from './NoticeDialog';
import { RowDialog } from './RowDialog';
import { changeAction, removeAction } from '../../../components/console/grid-row-actions';

type Open =
  | { kind: 'notice'; notice?: TAdminNotice }
  | { kind: 'delete-notice'; notice: TAdminNotice }
  | { kind: 'row'; row?: TAdminNoticeboardRow }
  | { kind: 'delete-row'; row: TAdminNoticeboardRow }
  | null;

/** A notice's text without its markup, cut short, for the list. */
const excerpt = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};
const personName = (r: TAdminNoticeboardRow) => `${r.firstname} ${r.surname}`;

export function NoticeboardScreen() {
  const board = useNoticeboard();
  const removeNotice = useNoticeboardChange(deleteNotice);
  const removeRow = useNoticeboardChange(deleteRow);
  const [open, setOpen] = useState<Open>(null);
  const [said, setSaid] = useState<string | null>(null);
  const close = () => setOpen(null);

  const noticeColumns = useMemo<GridColDef<TAdminNotice>[]>(
    () => [
      { field: 'tab', headerName: 'Tab', width: 120 },
      { field: 'section_name', headerName: 'Section', width: 180 },
      {
        field: 'html',
        headerName: 'Text',
        flex: 1,
        minWidth: 220,
        valueFormatter: (v: string) => excerpt(v),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Change',
        width: 100,
        getActions: ({ row }) => [
          changeAction(`Change the notice ${row.tab}, ${row.section_name}`, () =>
            setOpen({ kind: 'notice', notice: row }),
          ),
          removeAction(`Take down the notice ${row.tab}, ${row.section_name}`, () =>
            setOpen({ kind: 'delete-notice', notice: row }),
          ),
        ],
      },
    ],
    [],
  );
  const rowColumns = useMemo<GridColDef<TAdminNoticeboardRow>[]>(
    () => [
      { field: 'section_name', headerName: 'Section', width: 150 },
      { field: 'name', headerName: 'Name', width: 170, valueGetter: (_v, row) => personName(row) },
      { field: 'gender', headerName: 'Gender', width: 90 },
      { field: 'email', headerName: 'Email', width: 200 },
      { field: 'competition', headerName: 'Competition', width: 170 },
      { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 160 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Change',
        width: 100,
        getActions: ({ row }) => [
          changeAction(`Change ${personName(row)}`, () => setOpen({ kind: 'row', row })),
          removeAction(`Take ${personName(row)} off the noticeboard`, () =>
            setOpen({ kind: 'delete-row', row }),
          ),
        ],
      },
    ],
    [],
  );

  if (board.isPending) return <Loading text="Loading the noticeboard..." />;
  if (board.isError) return <LoadFailure title="Noticeboard" what="noticeboard" error={board.error} />;
  const { notices, rows } = board.data;

  return (
    <>
      <Typography sx={{ mb: 2 }}>
        What team managers read on their Noticeboard page: notices under their tabs, and the people listed in
        each section.
      </Typography>
      {said && (
        <Alert severity="success" role="status" onClose={() => setSaid(null)} sx={{ mb: 2 }}>
          {said}
        </Alert>
      )}
      <SectionCard title="Notices">
        <Button variant="contained" sx={{ my: 1 }} onClick={() => setOpen({ kind: 'notice' })}>
          Write a notice
        </Button>
        {notices.length === 0 ? (
          <Typography>No notices yet.</Typography>
        ) : (
          <DataGrid
            aria-label="Notices"
            rows={notices}
            columns={noticeColumns}
            {...consoleGrid('notices', notices.length)}
          />
        )}
      </SectionCard>
      <SectionCard title="People listed">
        <Button variant="contained" sx={{ my: 1 }} onClick={() => setOpen({ kind: 'row' })}>
          List a person
        </Button>
        {rows.length === 0 ? (
          <Typography>Nobody is listed yet.</Typography>
        ) : (
          <DataGrid
            aria-label="People listed"
            rows={rows}
            columns={rowColumns}
            {...consoleGrid('noticeboard', rows.length)}
          />
        )}
      </SectionCard>
      {open?.kind === 'notice' && <NoticeDialog notice={open.notice} onDone={setSaid} onClose={close} />}
      {open?.kind === 'row' && <RowDialog row={open.row} onDone={setSaid} onClose={close} />}
      {open?.kind === 'delete-notice' && (
        <ConsoleConfirmDialog
          title="Take down this notice?"
          confirmText="Take down"
          onConfirm={async () => {
            await removeNotice.mutateAsync(open.notice.id);
            setSaid(`Notice taken down: ${open.notice.tab}, ${open.notice.section_name}.`);
          }}
          onClose={close}
        >
          Managers no longer see it. The audit log keeps its text.
        </ConsoleConfirmDialog>
      )}
      {open?.kind === 'delete-row' && (
        <ConsoleConfirmDialog
          title={`Take ${personName(open.row)} off the noticeboard?`}
          confirmText="Take off"
          onConfirm={async () => {
            await removeRow.mutateAsync(open.row.id);
            setSaid(`${personName(open.row)} taken off the noticeboard.`);
          }}
          onClose={close}
        >
          Managers no longer see them under {open.row.section_name}.
        </ConsoleConfirmDialog>
      )}
    </>
  );
}
