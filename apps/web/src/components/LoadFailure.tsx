import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { PageTitle } from './PageTitle';

/**
 * A screen whose record could not be loaded: its title and why, "There is no such season." when
 * the API answered 404 for one record (`what`), else the API's own words. A list (no `what`)
 * always shows the API's words.
 */
export function LoadFailure({
  title,
  what,
  error,
  back,
}: {
  title: string;
  /** The record the screen shows ('season'), for a 404; none for a list. */
  what?: string;
  error: Error;
  /** A link back, above the title. */
  back?: ReactNode;
}) {
  return (
    <>
      {back}
      <PageTitle>{title}</PageTitle>
      <Alert severity="error" role="alert">
        {what !== undefined && error instanceof ApiError && error.status === 404
          ? `There is no such ${what}.`
          : error.message}
      </Alert>
    </>
  );
}
