// The face of invoices: the only file other modules, app.ts, seed/ and outside tests import.
//
// Order: invoices stands above payments and below what it bills for (booking, teams, draw),
// importing none of them. What it reads of those areas they register at start-up
// (invoice-sources.ts): booking the court bookings billed on an invoice, draw the teams billed
// and their divisions' games. Booking and teams call invoices to bill, void and credit.
export { default as invoiceRoutes } from './invoices.routes.js';
export { default as invoicesAdminRoutes } from './invoices-admin.routes.js';
export { moveMemberRows } from './invoices-merge.service.js';
export { onInvoiceBookings, onInvoiceTeams } from './invoice-sources.js';
export type { InvoiceTeams } from './invoice-sources.js';
export { creditTeamInvoices, listInvoices } from './invoices.service.js';
export { teamInvoicesOwing, teamWasBilledFor } from './team-invoices.js';
export { adminInvoice, createInvoiceIn, creditInvoicePart, voidInvoice } from './invoices-admin.service.js';
