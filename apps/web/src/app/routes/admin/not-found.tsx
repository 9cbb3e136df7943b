import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';

export function Component() {
  return (
    <>
      <PageTitle title="Page not found">No such page in the console</PageTitle>
      <Button variant="contained" component={RouterLink} to="/admin">
        Back to the console
      </Button>
    </>
  );
}
