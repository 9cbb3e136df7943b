import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { PageTitle } from './PageTitle';

/**
 * A screen whose record could not be loaded: its title and why, "There is no such season." when
 * the API answered 404, else the API's own words.
 */
export function LoadFailure({
  title,
  what,
  error,
  back,
}: {
  title: string;
  what: string;
  error: Error;
  /** A link back, above the title. */
  back?: ReactNode;
}) {
  return (
    <>
      {back}
      <PageTitle>{title}</PageTitle>
      <Alert severity="error" role="alert">
        {error instanceof ApiError && error.status === 404 ? `There is no such ${what}.` : error.message}
      </Alert>
    </>
  );
}
