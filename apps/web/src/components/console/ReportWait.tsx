// What a console report shows before its figures (the Reports tabs, the Active Kids claim):
// "Loading ..." while asked, the API's words if refused.
import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loading } from '../Loading';

/** The loading or failed state of a report's query, or null once its figures are there. */
export function reportWait(query: UseQueryResult, loadingText: string) {
  if (query.isPending) return <Loading text={loadingText} />;
  if (query.isError)
    return (
      <Alert severity="error" role="alert" sx={{ mt: 2 }}>
        {query.error.message}
      </Alert>
    );
  return null;
}
