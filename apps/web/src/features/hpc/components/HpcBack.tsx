import { BackLink } from '../../../components/BackLink';
import { HPC_PATHS } from '../paths';

/** Every HPC page but the dashboard starts with this. */
export function HpcBack() {
  return <BackLink to={HPC_PATHS.home}>HPC Dashboard</BackLink>;
}
