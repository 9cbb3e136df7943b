-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "pausedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "HpcClosure" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "firstDay" DATE NOT NULL,
    "lastDay" DATE NOT NULL,
    "createdById" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HpcClosure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubscriptionShift" (
    "id" SERIAL NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "closureId" INTEGER NOT NULL,
    "days" INTEGER NOT NULL,
    "atOnce" BOOLEAN NOT NULL DEFAULT false,
    "appliedAt" TIMESTAMPTZ(3),

    CONSTRAINT "SubscriptionShift_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SubscriptionShift_subscriptionId_appliedAt_idx" ON "SubscriptionShift"("subscriptionId", "appliedAt");

-- CreateIndex
CREATE UNIQUE INDEX "SubscriptionShift_subscriptionId_closureId_key" ON "SubscriptionShift"("subscriptionId", "closureId");

-- AddForeignKey
ALTER TABLE "SubscriptionShift" ADD CONSTRAINT "SubscriptionShift_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubscriptionShift" ADD CONSTRAINT "SubscriptionShift_closureId_fkey" FOREIGN KEY ("closureId") REFERENCES "HpcClosure"("id") ON DELETE CASCADE ON UPDATE CASCADE;
