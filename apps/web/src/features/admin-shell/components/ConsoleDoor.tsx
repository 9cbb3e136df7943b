// Entering the console: /api/admin/me says whether this session may. A member who is not staff is
// told so; staff whose session has not given a second factor are asked for a code, or, with
// none set up, sent to set one up on their profile. Then the console's frame opens.
import { Loading } from '../../../components/Loading';
import { Redirect } from '../../../components/Redirect';
import { ApiError } from '../../../lib/api-client';
import { isKnownVisitor } from '../../../lib/auth';
import { useSecondFactorStatus } from '../../../lib/second-factor';
import { useStaffSelf } from '../api/get-staff-self';
import { ConsoleLayout } from './ConsoleLayout';
import { ConsoleNotice, EnrolFirst, NotStaff } from './ConsoleMessages';
import { StepUpPrompt } from './StepUpPrompt';

export function ConsoleDoor() {
  // A browser known to have no session signs in first: nothing of the console is asked for.
  const visitor = isKnownVisitor();
  const self = useStaffSelf({ enabled: !visitor });
  if (visitor) return <Redirect to={`/?redirect=${encodeURIComponent('/admin')}`} />;
  const needsCode = self.error instanceof ApiError && self.error.error === 'second_factor_required';
  if (self.data) return <ConsoleLayout self={self.data} />;
  if (self.isPending) return <Loading text="Opening the console..." />;
  if (needsCode) return <SecondFactorStep />;
  if (self.error instanceof ApiError && self.error.status === 401)
    return <Redirect to={`/?redirect=${encodeURIComponent('/admin')}`} />;
  if (self.error instanceof ApiError && self.error.status === 403) return <NotStaff />;
  return (
    <ConsoleNotice title="The console did not open">
      <p role="alert">{self.error?.message ?? 'Please reload the page.'}</p>
    </ConsoleNotice>
  );
}

function SecondFactorStep() {
  const status = useSecondFactorStatus();
  if (status.isPending) return <Loading text="Opening the console..." />;
  return status.data?.enabled ? <StepUpPrompt /> : <EnrolFirst />;
}
