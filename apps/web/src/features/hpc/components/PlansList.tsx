// Plans screen: a card per plan with Subscribe.
import { HPC_MSG, type TPlan } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../components/DetailList';
import { Loading } from '../../../components/Loading';
import { usePlans } from '../api/get-plans';
import { HPC_PATHS } from '../paths';
import { planDetails } from '../plan-view';

function PlanCard({ plan }: { plan: TPlan }) {
  const titleId = `plan-${plan.plan_id}-title`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {plan.plan_cover && (
        <CardMedia component="img" height="160" image={plan.plan_cover} alt="" sx={{ objectFit: 'cover' }} />
      )}
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {plan.plan_name}
        </Typography>
        <DetailList items={planDetails(plan)} />
        {plan.plan_description && <Typography color="text.secondary">{plan.plan_description}</Typography>}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={HPC_PATHS.planPayment(plan.plan_id)}
          aria-label={`Subscribe to ${plan.plan_name}`}
        >
          Subscribe
        </Button>
      </CardActions>
    </Card>
  );
}

export function PlansList() {
  const { data, isPending, isError, error } = usePlans();
  if (isPending) return <Loading text="Loading Data..." />;
  if (isError) return <Alert severity="error">{error.message}</Alert>;
  if (data.length === 0) return <Typography sx={{ my: 3 }}>{HPC_MSG.noPlans}</Typography>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mt: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
      }}
    >
      {data.map((plan) => (
        <PlanCard key={plan.plan_id} plan={plan} />
      ))}
    </Box>
  );
}
