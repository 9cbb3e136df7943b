// HPC dashboard: six tiles.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { HPC_PATHS } from '../paths';

const TILES = [
  { title: 'Classes', text: 'Choose your class', to: HPC_PATHS.classes },
  { title: 'Plans', text: 'Select HPC Membership', to: HPC_PATHS.plans },
  { title: 'Subscription', text: 'View subscription details', to: HPC_PATHS.subscription },
  { title: 'Receipts', text: 'HPC Payments', to: HPC_PATHS.orders },
  { title: 'Enrollments', text: 'Check your class enrollments', to: HPC_PATHS.enrolled },
  { title: 'Special Events', text: 'HPC Events / Products', to: HPC_PATHS.products },
] as const;

export function HpcHome({ activeSubscription }: { activeSubscription: boolean }) {
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {activeSubscription ? 'Your HPC subscription is active.' : 'Subscribe to a plan to book classes.'}
      </Typography>
      <Box
        component="ul"
        aria-label="HPC services"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {TILES.map((tile) => (
          <Box component="li" key={tile.to}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={tile.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {tile.title}
                  </Typography>
                  <Typography color="text.secondary">{tile.text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </>
  );
}
