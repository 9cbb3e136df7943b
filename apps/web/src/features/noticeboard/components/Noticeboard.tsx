// Noticeboard: member rows grouped by section name (on a phone each row a card, every column
// in reach), and the HTML notices of each notice tab (HPC ...), each tab a table.
import type { TNotice, TNoticeboardRow } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TableScroll } from '../../../components/TableScroll';
import { stackOnPhone } from '../../../components/table/stack-on-phone';
import { Loading } from '../../../components/Loading';
import { ApiError } from '../../../lib/api-client';
import { useNoticeboard } from '../api/get-noticeboard';

const COLUMNS: ReadonlyArray<{ key: keyof TNoticeboardRow; label: string }> = [
  { key: 'firstname', label: 'First Name' },
  { key: 'surname', label: 'Surname' },
  { key: 'gender', label: 'Gender' },
  { key: 'email', label: 'Email' },
  { key: 'competition', label: 'Competition' },
  { key: 'comment', label: 'Comment' },
];

function MemberRows({ sections }: { sections: Record<string, TNoticeboardRow[]> }) {
  const names = Object.keys(sections);
  if (names.length === 0) return <Typography>There is nothing on the noticeboard yet.</Typography>;
  return (
    <TableScroll label="Noticeboard table">
      <Table size="small" aria-label="Noticeboard" sx={stackOnPhone}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c.key} component="th" scope="col">
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {names.map((name) => (
          <TableBody key={name}>
            <TableRow>
              <TableCell
                component="th"
                scope="colgroup"
                colSpan={COLUMNS.length}
                sx={{ bgcolor: 'action.hover', fontWeight: 600 }}
              >
                {name}
              </TableCell>
            </TableRow>
            {(sections[name] ?? []).map((row, i) => (
              <TableRow key={`${row.email ?? ''}-${i}`}>
                {COLUMNS.map((c) =>
                  c.key === 'email' && row.email ? (
                    <TableCell key={c.key} data-label={c.label}>
                      <Link href={`mailto:${row.email}`}>{row.email}</Link>
                    </TableCell>
                  ) : (
                    <TableCell key={c.key} data-label={c.label}>
                      {row[c.key] ?? ''}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        ))}
      </Table>
    </TableScroll>
  );
}

function Notices({ tab, notices }: { tab: string; notices: TNotice[] }) {
  return (
    <TableScroll label={`${tab} notices table`}>
      <Table aria-label={`${tab} notices`}>
        <TableBody>
          {notices.map((n) => (
            <TableRow key={n.notice_id}>
              <TableCell
                component="th"
                scope="row"
                sx={{ verticalAlign: 'top', fontWeight: 600, width: { sm: 200 } }}
              >
                {n.section_name}
              </TableCell>
              <TableCell>
                {/* The server sanitises notice HTML before storing and sending it (no scripts, handlers or unsafe URLs). */}
                <Box
                  className="notice-html"
                  sx={{
                    '& table': { borderCollapse: 'collapse' },
                    '& td, & th': { border: 1, borderColor: 'divider', px: 1 },
                  }}
                  dangerouslySetInnerHTML={{ __html: n.html }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

export function Noticeboard() {
  const { data, isPending, error } = useNoticeboard();
  const [tab, setTab] = useState(0);
  if (isPending) return <Loading text="Loading Data..." />;
  if (error || !data)
    return (
      <Alert severity="error" role="alert">
        {error instanceof ApiError ? error.message : 'Something went wrong. Please try again.'}
      </Alert>
    );
  const noticeTabs = [...new Set(data.notices.map((n) => n.tab))];
  const tabs = ['Noticeboard', ...noticeTabs];
  const current = Math.min(tab, tabs.length - 1);
  return (
    <>
      {tabs.length > 1 && (
        <Tabs
          value={current}
          onChange={(_e, v: number) => setTab(v)}
          aria-label="Notice tabs"
          sx={{ mb: 2 }}
          variant="scrollable"
        >
          {tabs.map((t, i) => (
            <Tab key={t} label={t} id={`notice-tab-${i}`} aria-controls={`notice-panel-${i}`} />
          ))}
        </Tabs>
      )}
      {tabs.map((t, i) => (
        <Box
          key={t}
          role={tabs.length > 1 ? 'tabpanel' : undefined}
          id={`notice-panel-${i}`}
          aria-labelledby={tabs.length > 1 ? `notice-tab-${i}` : undefined}
          hidden={i !== current}
        >
          {i === current &&
            (i === 0 ? (
              <MemberRows sections={data.noticeboard} />
            ) : (
              <Notices tab={t} notices={data.notices.filter((n) => n.tab === t)} />
            ))}
        </Box>
      ))}
    </>
  );
}
