-- AlterEnum
ALTER TYPE "PaymentMethod" ADD VALUE 'cheque';

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "voidReason" TEXT,
ADD COLUMN     "voidedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "Refund" (
    "id" SERIAL NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "orderLineId" INTEGER,
    "amountCents" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "byHand" BOOLEAN NOT NULL,
    "gatewayRef" TEXT,
    "idempotencyKey" TEXT NOT NULL,
    "staffMemberId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Refund_idempotencyKey_key" ON "Refund"("idempotencyKey");

-- CreateIndex
CREATE INDEX "Refund_paymentId_idx" ON "Refund"("paymentId");

-- CreateIndex
CREATE INDEX "Refund_orderLineId_idx" ON "Refund"("orderLineId");

-- CreateIndex
CREATE INDEX "Refund_createdAt_idx" ON "Refund"("createdAt");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_orderLineId_fkey" FOREIGN KEY ("orderLineId") REFERENCES "OrderLine"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- A refund gives back something (the payment's refundedCents is their sum).
ALTER TABLE "Refund" ADD CONSTRAINT refund_positive CHECK ("amountCents" > 0);

-- Payments: what each invoice has received, by the member side's owing rule (payments received,
-- less their refunds, plus their discounts), for the console's invoice search to filter and page
-- by owing in one statement (apps/api/test/architecture/table-owners.ts PUBLISHED_VIEWS).
CREATE VIEW "invoice_received" AS
  SELECT p."invoiceId", SUM(p."amountCents" - p."refundedCents" + p."discountCents")::int AS "receivedCents"
    FROM "Payment" p
   WHERE p."invoiceId" IS NOT NULL AND p.status IN ('succeeded', 'refunded')
   GROUP BY p."invoiceId";
