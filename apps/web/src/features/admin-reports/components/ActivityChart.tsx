// The weekly activity as grouped bars (MUI X Charts). A module of its own so the chart library is
// downloaded only when the Activity tab shows it; the table beside it carries the same numbers
// for screen readers and keyboards, so the chart is hidden from them and takes no focus.
import type { TActivityWeek } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

export default function ActivityChart({ weeks }: { weeks: TActivityWeek[] }) {
  return (
    <Box aria-hidden="true" data-testid="activity-chart" sx={{ width: '100%', mb: 2 }}>
      <BarChart
        height={300}
        disableKeyboardNavigation
        xAxis={[{ scaleType: 'band', data: weeks.map((w) => w.week.slice(5)) }]}
        series={[
          { data: weeks.map((w) => w.registrations), label: 'Registrations' },
          { data: weeks.map((w) => w.nominations), label: 'Nominations' },
          { data: weeks.map((w) => w.sales), label: 'Sales' },
        ]}
      />
    </Box>
  );
}
