import { STAFF_AREAS, type TStaffSelf } from '@courtside/contracts/admin';
import Typography from '@mui/material/Typography';
import { useOutletContext } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  return (
    <>
      <PageTitle title="Console">Welcome, {self.fullname}</PageTitle>
      <Typography sx={{ mb: 1 }}>Your staff roles reach:</Typography>
      <ul>
        {self.roles.map((role) => (
          <li key={role}>
            <strong>{role}</strong>: {STAFF_AREAS[role]}
          </li>
        ))}
      </ul>
      <Typography>Choose an area in the menu.</Typography>
    </>
  );
}
