// The member-messages job (messages.service.ts) on the job queue (lib/jobs.ts): woken when staff
// send a message, and every minute besides, so a message's recipients go out at
// MESSAGES_PER_MINUTE and a wake that was lost is caught up. Safe to run twice or at once in two
// processes: runs take turns (a transaction-scoped advisory lock) and mark recipients handed in
// the transaction that queues their mail.
import type { JobSpec } from '../../lib/jobs.js';
import { MEMBER_MESSAGES_JOB, runMemberMessages } from './messages.service.js';

export const memberMessagesJob: JobSpec = {
  name: MEMBER_MESSAGES_JOB,
  cron: '* * * * *',
  run: runMemberMessages,
};
