-- CreateTable
CREATE TABLE "MembershipRenewal" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "sport" "Sport" NOT NULL,
    "expiryBefore" DATE,
    "expiryAfter" DATE NOT NULL,
    "reversedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MembershipRenewal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MembershipRenewal_orderId_sport_key" ON "MembershipRenewal"("orderId", "sport");
