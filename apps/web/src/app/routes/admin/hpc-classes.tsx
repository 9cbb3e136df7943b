import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { ClassesScreen } from '../../../features/admin-hpc/components/ClassesScreen';
import { HpcTabs } from '../../../features/admin-hpc/components/HpcTabs';
import { useToday } from '../../../lib/settings';

export function Component() {
  const today = useToday();
  return (
    <>
      <PageTitle>HPC classes</PageTitle>
      <HpcTabs current="classes" />
      {today === undefined ? <Loading text="Loading the classes..." /> : <ClassesScreen today={today} />}
    </>
  );
}
