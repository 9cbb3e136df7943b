// Step 7: the Team Nomination Review, a table of what will be sent and what it costs.
import { formatDollars } from '@courtside/contracts';
import Box from '@mui/material/Box';
import type { NominationWizardState } from '../use-nomination-wizard';

export function ReviewStep({ wizard }: { wizard: NominationWizardState }) {
  const { values, cart, chosen, money } = wizard;
  const rows: [string, string][] = [
    ['Nomination', cart[0]?.p_name ?? '-'],
    ['Price', formatDollars(money.subtotalCents)],
    ['Division', chosen?.text ?? '-'],
    ...(values.team.teamprevious
      ? ([['Previous Team', values.team.prevteamname]] as [string, string][])
      : []),
    ['Team Name', values.team.teamname],
    ['Manager', `${values.manager.firstname} ${values.manager.lastname}`],
    ['Coach', values.coach.showCoach ? `${values.coach.firstname} ${values.coach.lastname}` : '-'],
    ['Players', values.players.map((p) => `${p.firstname} ${p.lastname}`).join(', ') || '-'],
    ['Subtotal', formatDollars(money.subtotalCents)],
    ['Tax (GST included)', formatDollars(money.taxCents)],
    ['Total', formatDollars(money.totalCents)],
  ];
  return (
    <Box
      component="table"
      aria-label="Team Nomination Review"
      sx={{
        borderCollapse: 'collapse',
        width: '100%',
        maxWidth: 640,
        '& th, & td': {
          textAlign: 'left',
          py: 0.75,
          pr: 2,
          borderBottom: 1,
          borderColor: 'divider',
          verticalAlign: 'top',
        },
      }}
    >
      <tbody>
        {rows.map(([term, value]) => (
          <tr key={term}>
            <Box component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {term}
            </Box>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
